// Security headers of every answer (helmet): a CSP whose scripts need this response's nonce,
// no framing of the sign-in page and the back office, no sniffing, a strict referrer.
import { randomBytes } from 'node:crypto';
import { PRIVATE_SECTIONS, WHATSAPP_ORIGINS } from '@desa/contract';
import helmet from 'helmet';

/** Pages no other site may frame (clickjacking): there is a form worth tricking someone into. */
const UNFRAMEABLE = new RegExp(`^/(${PRIVATE_SECTIONS.signIn}|${PRIVATE_SECTIONS.admin})(/|\\.data|$)`);
const PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * One nonce per response, for Remix's inline scripts (the page cache writes it into cached pages).
 * @type {import('express').RequestHandler}
 */
export function createNonce(req, res, next) {
  res.locals.nonce = randomBytes(16).toString('base64');
  next();
}

/**
 * `imageOrigins`: where else images may come from (the CMS's public URL, an object store or
 * CDN); `frameOrigins`: what the pages embed (the map).
 * @param {{ imageOrigins: string[], frameOrigins: string[] }} origins
 * @returns {import('express').RequestHandler}
 */
export function securityHeaders({ imageOrigins, frameOrigins }) {
  /** @param {string} frameAncestors */
  const policy = (frameAncestors) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [(req, res) => `'nonce-${/** @type {import('express').Response} */ (res).locals.nonce}'`, "'strict-dynamic'"],
          // Tailwind's classes live in a file, but React and the lightbox set style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The public site's service worker (/sw.js, issue 26); nonces do not reach workers.
          workerSrc: ["'self'"],
          frameSrc: frameOrigins,
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          // A booking form's post is stored, then goes on to WhatsApp (303, then 302): the redirects count too.
          formAction: ["'self'", ...WHATSAPP_ORIGINS],
          frameAncestors: [frameAncestors],
        },
      },
      xFrameOptions: { action: frameAncestors === "'none'" ? 'deny' : 'sameorigin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // HSTS is set below, only on answers that really went out over https.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
  const unframeable = policy("'none'");
  const sameOriginFrames = policy("'self'");
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS);
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    (UNFRAMEABLE.test(req.path) ? unframeable : sameOriginFrames)(req, res, next);
  };
}
