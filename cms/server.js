// Starts the built CMS: what `strapi start` does (createStrapi over dist/), without the CLI,
// which loads every other command first (Strapi Cloud's, TypeScript's): about a second of each
// start. `npm start`, the Dockerfile, the tests and the benches start it this way; `strapi
// develop` is the CLI's.
'use strict';
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

createStrapi({ appDir: __dirname, distDir: path.join(__dirname, 'dist') })
  .start()
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
