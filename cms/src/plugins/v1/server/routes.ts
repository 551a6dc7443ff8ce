// The route table of /api/v1. Tests generate the role matrix from it, so a new route
// cannot be forgotten there. Each content type of the registry gets the same five calls.
import { CONTENT_KINDS, CONTENT_TYPES, ENTITY_KINDS, REQUEST_MOVE_NAMES, REQUEST_TYPES, REVIEW_MOVE_NAMES, VILLAGE_PROFILE, type EntityKind } from '@desa/contract';

/**
 * `secret`: the web servers' own calls, with the shared secret (REVALIDATE_SECRET) instead of an account;
 * `form`: a public form's post, limited per client address (BOOKING_RATE_LIMIT);
 * `token`: an ADMIN's, or whoever holds the record's signed link (`?t=`, checked by the handler).
 */
export type Access = 'public' | 'admin' | 'secret' | 'form' | 'token';
export type RouteEntry = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string; handler: string; access: Access };

function crud(kind: EntityKind): RouteEntry[] {
  const { path } = CONTENT_TYPES[kind];
  return [
    { method: 'GET', path: `/${path}/all`, handler: `${kind}.all`, access: 'public' },
    { method: 'POST', path: `/${path}/create`, handler: `${kind}.create`, access: 'admin' },
    { method: 'PATCH', path: `/${path}/update/:id`, handler: `${kind}.update`, access: 'admin' },
    { method: 'DELETE', path: `/${path}/delete/:id`, handler: `${kind}.remove`, access: 'admin' },
    { method: 'GET', path: `/${path}/:id`, handler: `${kind}.one`, access: 'public' },
  ];
}

/** Draf, Terjadwal, Terbit: the publishable types (those with public records) can be published and taken down. */
function publishing(kind: EntityKind): RouteEntry[] {
  const { path } = CONTENT_TYPES[kind];
  return [
    { method: 'POST', path: `/${path}/publish/:id`, handler: `${kind}.publish`, access: 'admin' },
    { method: 'POST', path: `/${path}/unpublish/:id`, handler: `${kind}.unpublish`, access: 'admin' },
  ];
}

export const ROUTES: RouteEntry[] = [
  { method: 'POST', path: '/auth/login', handler: 'auth.login', access: 'public' },
  { method: 'POST', path: '/auth/register', handler: 'auth.register', access: 'public' },
  { method: 'POST', path: '/auth/logout', handler: 'auth.logout', access: 'public' },
  { method: 'GET', path: '/auth/me', handler: 'auth.me', access: 'public' },
  { method: 'POST', path: '/auth/password', handler: 'auth.password', access: 'admin' },
  ...ENTITY_KINDS.flatMap(crud),
  ...CONTENT_KINDS.flatMap(publishing),
  { method: 'GET', path: '/user/contact', handler: 'user.contact', access: 'public' },
  { method: 'GET', path: '/user/all', handler: 'user.all', access: 'admin' },
  { method: 'PATCH', path: '/user/update', handler: 'user.update', access: 'admin' },
  { method: 'GET', path: `/${VILLAGE_PROFILE.path}`, handler: 'site.show', access: 'public' },
  { method: 'PATCH', path: `/${VILLAGE_PROFILE.path}`, handler: 'site.update', access: 'admin' },
  { method: 'GET', path: '/trash', handler: 'trash.list', access: 'admin' },
  { method: 'POST', path: '/trash/:type/:id/restore', handler: 'trash.restore', access: 'admin' },
  { method: 'DELETE', path: '/trash/:type/:id', handler: 'trash.purge', access: 'admin' },
  { method: 'GET', path: '/activity', handler: 'activity.list', access: 'admin' },
  { method: 'GET', path: '/admins', handler: 'admins.list', access: 'admin' },
  { method: 'POST', path: '/admins', handler: 'admins.add', access: 'admin' },
  { method: 'POST', path: '/admins/:id/deactivate', handler: 'admins.deactivate', access: 'admin' },
  { method: 'POST', path: '/admins/:id/activate', handler: 'admins.activate', access: 'admin' },
  { method: 'GET', path: '/stats', handler: 'stats.show', access: 'admin' },
  { method: 'POST', path: '/stats/ingest', handler: 'stats.ingest', access: 'secret' },
  { method: 'GET', path: '/report', handler: 'report.show', access: 'admin' },
  { method: 'GET', path: '/report/facts', handler: 'report.facts', access: 'admin' },
  { method: 'POST', path: '/booking', handler: 'booking.create', access: 'form' },
  { method: 'GET', path: '/booking/all', handler: 'booking.all', access: 'admin' },
  { method: 'GET', path: '/booking/:code', handler: 'booking.one', access: 'token' },
  ...REQUEST_MOVE_NAMES.map((move): RouteEntry => ({ method: 'POST', path: `/booking/:code/${move}`, handler: `booking.${move}`, access: 'admin' })),
  { method: 'GET', path: `/${CONTENT_TYPES.homestay.path}/:id/availability`, handler: 'booking.homestayAvailability', access: 'public' },
  { method: 'GET', path: `/${CONTENT_TYPES.package.path}/:id/availability`, handler: 'booking.packageAvailability', access: 'public' },
  { method: 'POST', path: '/booking/:code/review-link', handler: 'review.link', access: 'admin' },
  { method: 'GET', path: '/review/form/:code', handler: 'review.form', access: 'public' },
  { method: 'POST', path: '/review', handler: 'review.create', access: 'form' },
  { method: 'GET', path: '/review/all', handler: 'review.all', access: 'admin' },
  ...REVIEW_MOVE_NAMES.map((move): RouteEntry => ({ method: 'POST', path: `/review/:id/${move}`, handler: `review.${move}`, access: 'admin' })),
  { method: 'POST', path: '/review/:id/reply', handler: 'review.reply', access: 'admin' },
  { method: 'DELETE', path: '/review/:id', handler: 'review.remove', access: 'admin' },
  { method: 'GET', path: '/review/recent', handler: 'review.recent', access: 'public' },
  ...REQUEST_TYPES.map((type): RouteEntry => ({ method: 'GET', path: `/${CONTENT_TYPES[type].path}/:id/reviews`, handler: `review.${type}Reviews`, access: 'public' })),
];
