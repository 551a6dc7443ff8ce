import type { Core } from '@strapi/strapi';
import fs from 'fs';
import { env } from '../src/env';
import { MOST_FILES_IN_A_REQUEST, limitEachFile, tempFileName, unreadableBody } from '../src/plugins/v1/server/middlewares/api-v1-body';
import { objectStoreOrigins } from '../src/object-store';

// Temp files of multipart requests land here; /api/v1 removes them when each request ends
// (the v1 plugin's middlewares/api-v1-body.ts).
const uploadTempDir = env.UPLOAD_TMP_DIR;
fs.mkdirSync(uploadTempDir, { recursive: true });

/**
 * formidable's `maxFileSize` holds every file of a request together, not each: a homestay saved
 * with its 8 camera photos carries 8 files of up to MAX_UPLOAD_MB. Each file is held to
 * MAX_UPLOAD_MB as it arrives (`limitEachFile`), and a body declared larger than its call's share
 * is refused unread (`filesAllowed`, both in the v1 plugin's middlewares/api-v1-body.ts, which
 * also says how many files the largest call carries).
 */
const config: Core.Config.Middlewares = [
  // strapi::logger's line, with signed parameters' values left out (the v1 plugin's middlewares/request-log.ts).
  'plugin::v1.request-log',
  'plugin::v1.api-v1-errors',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // The panel's media library shows images from the object store when uploads live there.
          'img-src': ["'self'", 'data:', 'blob:', ...objectStoreOrigins()],
          'media-src': ["'self'", 'data:', 'blob:', ...objectStoreOrigins()],
        },
      },
    },
  },
  {
    name: 'strapi::cors',
    config: {
      origin: env.CORS_ORIGINS,
      credentials: true,
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept'],
    },
  },
  'strapi::query',
  // /api/v1: unknown routes answer 404 before the body is read; unreadable bodies answer 400.
  { name: 'plugin::v1.api-v1-body', config: { uploadDir: uploadTempDir } },
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '1mb',
      formLimit: '1mb',
      textLimit: '1mb',
      formidable: {
        maxFileSize: env.MAX_UPLOAD_MB * 1024 * 1024 * MOST_FILES_IN_A_REQUEST,
        onFileBegin: limitEachFile(env.MAX_UPLOAD_MB * 1024 * 1024),
        maxFieldsSize: 1024 * 1024,
        uploadDir: uploadTempDir,
        filename: tempFileName,
      },
      onError: unreadableBody,
    },
  },
  'plugin::v1.method-override',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
