// The web app's settings, parsed once with server.mjs's (web/server/env.mjs: node runs that
// file as it is, so the one reading lives there).
export { env } from '../../server/env.mjs';
