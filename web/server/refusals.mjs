// Requests refused before any loader or action runs: a method the page does not take (405,
// with `Allow`), and a write sent from another site (403). Both are shown as the public
// not-found page with their own code and message: the request goes on to Remix as a GET of
// REFUSAL_PATH, which no route claims, and the catch-all page reads `context.refusal`.
import { matchRoutes } from '@remix-run/router';

const REFUSAL_PATH = '/_ditolak';
const READS = ['GET', 'HEAD'];

/**
 * The methods each URL takes: GET and HEAD, and POST where the route an action would run in
 * has one (and its `handle.takesPost(params)`, if it has that, says yes). Remix's own rules for that route: a single-fetch `.data` URL stands for its page
 * (`/_root.data` for `/`), and an index route's action needs `?index`, else its parent's runs.
 * @param {import('@remix-run/node').ServerBuild} build
 */
export function methodsOfBuild(build) {
  const routes = Object.values(build.routes);
  /**
   * @param {string | undefined} parentId
   * @returns {import('@remix-run/router').AgnosticRouteObject[]}
   */
  const childrenOf = (parentId) =>
    routes
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index, caseSensitive }) => (index ? { id, path, index: true } : { id, path, caseSensitive, children: childrenOf(id) }));
  const tree = childrenOf(undefined);
  /** @param {URL} url */
  return (url) => {
    const pathname = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '');
    const matches = matchRoutes(tree, pathname) ?? [];
    const indexAsked = url.searchParams.getAll('index').includes('');
    const target = matches.at(-1)?.route.index && !indexAsked ? matches.at(-2) : matches.at(-1);
    const routeModule = target?.route.id ? build.routes[target.route.id]?.module : undefined;
    /** A route shared by several kinds of page says which of them take a POST. */
    const handle = /** @type {{ takesPost?: (params: object) => boolean } | undefined} */ (routeModule?.handle);
    const takesPost = routeModule?.action && (handle?.takesPost?.(target?.params ?? {}) ?? true);
    return takesPost ? [...READS, 'POST'] : READS;
  };
}

/**
 * The host a browser believes it is talking to: behind a proxy, the first X-Forwarded-Host
 * (Remix's own rule, which this check replaces with an answer instead of a 500).
 * @param {import('express').Request} req
 */
function ownHost(req) {
  return req.get('x-forwarded-host')?.split(',')[0].trim() || req.get('host');
}

/** @param {string | undefined} value @returns {string | null | undefined} the host, null when unreadable, undefined when absent */
function hostOf(value) {
  if (value === undefined) return undefined;
  return URL.canParse(value) ? new URL(value).host : null;
}

/**
 * A write (never called for a read) whose Origin (or, without one, Referer) names another site. Scripts and tools that
 * send neither are let through; `Origin: null` (a sandboxed or privacy-stripped form) is not.
 * @param {import('express').Request} req
 */
function isCrossSiteWrite(req) {
  const origin = req.get('origin');
  const source = origin !== undefined ? hostOf(origin) : hostOf(req.get('referer'));
  return source !== undefined && source !== ownHost(req);
}

/**
 * `methodsOf` may answer later: in development the route table comes from Vite.
 * @param {{ methodsOf: (url: URL) => string[] | Promise<string[]> }} options
 * @returns {import('express').RequestHandler}
 */
export function refuseBadRequests({ methodsOf }) {
  return (req, res, next) => {
    // Every page reads: only other methods need the route table (page views stay off it).
    if (READS.includes(req.method)) return next();
    Promise.resolve(methodsOf(new URL(req.originalUrl, 'http://localhost'))).then((allowed) => refuse(req, res, next, allowed), next);
  };
}

/**
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {import('express').NextFunction} next
 * @param {string[]} allowed
 */
function refuse(req, res, next, allowed) {
  let status = 0;
  if (!allowed.includes(req.method)) {
    status = 405;
    res.setHeader('Allow', allowed.join(', '));
  } else if (isCrossSiteWrite(req)) {
    status = 403;
    const from = JSON.stringify((req.get('origin') ?? req.get('referer') ?? '').slice(0, 100));
    console.warn(`Ditolak (403): ${req.method} ${req.path.slice(0, 200)} dikirim dari situs lain ${from}`);
  }
  if (!status) return next();
  res.locals.refusal = status;
  const english = req.path === '/en' || req.path.startsWith('/en/');
  req.method = 'GET';
  req.url = req.originalUrl = english ? `/en${REFUSAL_PATH}` : REFUSAL_PATH;
  next();
}
