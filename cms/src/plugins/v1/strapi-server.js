'use strict';
// Strapi loads only JavaScript here; the plugin is written in TypeScript under server/
// and compiled by `npm run build:plugins` (part of `npm run build`).
module.exports = require('./dist/index.js').default;
