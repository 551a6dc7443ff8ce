// POST /_revalidate: the CMS reports a content write, `{ "types": ["tour", …] }` ('*' for
// everything), with `Authorization: Bearer REVALIDATE_SECRET`. The matching cache entries go.
import { timingSafeEqual } from 'node:crypto';
import express from 'express';

const TYPE = /^(\*|[a-z][a-z-]{0,39})$/;
const MAX_TYPES = 32;

/** @param {string} given @param {string} secret */
function sameSecret(given, secret) {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * @param {Buffer} body
 * @returns {string[] | null}
 */
function typesOf(body) {
  let parsed;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  const types = parsed?.types;
  if (!Array.isArray(types) || !types.length || types.length > MAX_TYPES) return null;
  return types.every((type) => typeof type === 'string' && TYPE.test(type)) ? [...new Set(types)] : null;
}

/**
 * @param {{ secret: string, purge: (types: string[]) => void }} options
 * @returns {[import('express').RequestHandler, import('express').RequestHandler, import('express').RequestHandler, import('express').ErrorRequestHandler]}
 */
export function revalidateEndpoint({ secret, purge }) {
  const readBody = express.raw({ type: () => true, limit: '4kb' });
  return [
    (req, res, next) => {
      const [scheme, given] = (req.get('authorization') ?? '').split(' ');
      if (scheme !== 'Bearer' || !given || !sameSecret(given, secret)) {
        return res.status(401).json({ message: 'Rahasia revalidasi tidak valid' });
      }
      next();
    },
    readBody,
    (req, res) => {
      const types = Buffer.isBuffer(req.body) ? typesOf(req.body) : null;
      if (!types) return res.status(400).json({ message: 'Badan permintaan harus { "types": [jenis konten] }' });
      purge(types);
      res.json({ purged: types });
    },
    // A body too large or unreadable: the same plain refusal, never a stack trace.
    (error, req, res, next) => {
      if (res.headersSent) return next(error);
      res.status(error.status === 413 ? 413 : 400).json({ message: 'Badan permintaan tidak dapat dibaca' });
    },
  ];
}
