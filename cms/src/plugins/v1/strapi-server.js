'use strict';
// Strapi loads only JavaScript here. The plugin is TypeScript under server/, compiled with the
// rest of the CMS (cms/tsconfig.json) into cms/dist by `strapi build` and `strapi develop`.
module.exports = require('../../../dist/src/plugins/v1/server/index.js').default;
