// The route table of /api/v1. Each content type of the registry gets the same five calls. The
// status each caller gets from each route is ROLE_MATRIX beside it (role-matrix.ts): a route
// missing there fails the tests.
import { CONTENT_KINDS, CONTENT_TYPES, ENTITY_KINDS, REQUEST_MOVE_NAMES, REQUEST_TYPES, REVIEW_MOVE_NAMES, VILLAGE_PROFILE, isPartnerKind, type EntityKind } from '@desa/contract';

/**
 * `secret`: the web servers' own calls, with the shared secret (REVALIDATE_SECRET) instead of an account;
 * `form`: a public form's post, limited per client address (BOOKING_RATE_LIMIT);
 * `partner`: an ADMIN's, or a MITRA's within their own items and account (the handler narrows the
 *   list or answers 403 for someone else's item; issue 41);
 * `token`: as `partner`, or whoever holds the record's signed link (`?t=`, checked by the handler);
 * `signed`: a service's notification, no account: believed only with its signature (checked by the
 *   handler, as the payment gateway's: content/payment-gateway.ts).
 * Who gets which status from each route is `ROLE_MATRIX` (role-matrix.ts), tested cell by cell.
 */
export type Access = 'public' | 'admin' | 'secret' | 'form' | 'token' | 'partner' | 'signed';
export type RouteEntry = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string; handler: string; access: Access };

function crud(kind: EntityKind): RouteEntry[] {
  const { path } = CONTENT_TYPES[kind];
  // Partners add and change listings of the kinds they own; their changes wait for an ADMIN.
  const writer: Access = isPartnerKind(kind) ? 'partner' : 'admin';
  return [
    { method: 'GET', path: `/${path}/all`, handler: `${kind}.all`, access: 'public' },
    { method: 'POST', path: `/${path}/create`, handler: `${kind}.create`, access: writer },
    { method: 'PATCH', path: `/${path}/update/:id`, handler: `${kind}.update`, access: writer },
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

/** A homestay's closed nights and its iCalendar feed (issue 55); the feed is opened by its token alone. */
function calendarRoutes(): RouteEntry[] {
  const homestay = `/${CONTENT_TYPES.homestay.path}/:id`;
  return [
    { method: 'GET', path: `${homestay}/blocks`, handler: 'homestayCalendar.blocks', access: 'partner' },
    { method: 'POST', path: `${homestay}/blocks`, handler: 'homestayCalendar.block', access: 'partner' },
    { method: 'DELETE', path: `${homestay}/blocks/:blockId`, handler: 'homestayCalendar.unblock', access: 'partner' },
    { method: 'POST', path: `${homestay}/feed-token`, handler: 'homestayCalendar.rotateFeed', access: 'partner' },
    { method: 'GET', path: `${homestay}/calendars`, handler: 'homestayCalendar.calendars', access: 'partner' },
    { method: 'POST', path: `${homestay}/calendars`, handler: 'homestayCalendar.addCalendar', access: 'partner' },
    { method: 'PATCH', path: `${homestay}/calendars/:calendarId`, handler: 'homestayCalendar.updateCalendar', access: 'partner' },
    { method: 'DELETE', path: `${homestay}/calendars/:calendarId`, handler: 'homestayCalendar.removeCalendar', access: 'partner' },
    { method: 'POST', path: `${homestay}/calendars/:calendarId/sync`, handler: 'homestayCalendar.syncCalendar', access: 'partner' },
    { method: 'GET', path: '/calendar-conflicts', handler: 'homestayCalendar.conflicts', access: 'partner' },
    { method: 'GET', path: `${homestay}/feed/:token`, handler: 'homestayCalendar.feed', access: 'public' },
  ];
}

export const ROUTES: RouteEntry[] = [
  { method: 'POST', path: '/auth/login', handler: 'auth.login', access: 'public' },
  { method: 'POST', path: '/auth/register', handler: 'auth.register', access: 'public' },
  { method: 'POST', path: '/auth/logout', handler: 'auth.logout', access: 'public' },
  { method: 'GET', path: '/auth/me', handler: 'auth.me', access: 'public' },
  { method: 'POST', path: '/auth/password', handler: 'auth.password', access: 'partner' },
  ...ENTITY_KINDS.flatMap(crud),
  ...CONTENT_KINDS.flatMap(publishing),
  { method: 'GET', path: '/user/contact', handler: 'user.contact', access: 'public' },
  { method: 'GET', path: '/user/all', handler: 'user.all', access: 'admin' },
  { method: 'PATCH', path: '/user/update', handler: 'user.update', access: 'partner' },
  { method: 'GET', path: `/${VILLAGE_PROFILE.path}`, handler: 'site.show', access: 'public' },
  { method: 'PATCH', path: `/${VILLAGE_PROFILE.path}`, handler: 'site.update', access: 'admin' },
  { method: 'GET', path: '/trash', handler: 'trash.list', access: 'admin' },
  { method: 'POST', path: '/trash/:type/:id/restore', handler: 'trash.restore', access: 'admin' },
  { method: 'DELETE', path: '/trash/:type/:id', handler: 'trash.purge', access: 'admin' },
  { method: 'GET', path: '/activity', handler: 'activity.list', access: 'admin' },
  { method: 'GET', path: '/dashboard', handler: 'dashboard.show', access: 'admin' },
  { method: 'GET', path: '/admins', handler: 'admins.list', access: 'admin' },
  { method: 'POST', path: '/admins', handler: 'admins.add', access: 'admin' },
  { method: 'POST', path: '/admins/:id/deactivate', handler: 'admins.deactivate', access: 'admin' },
  { method: 'POST', path: '/admins/:id/activate', handler: 'admins.activate', access: 'admin' },
  { method: 'GET', path: '/partners', handler: 'partners.list', access: 'admin' },
  { method: 'POST', path: '/partners', handler: 'partners.add', access: 'admin' },
  { method: 'PATCH', path: '/partners/:id', handler: 'partners.items', access: 'admin' },
  { method: 'POST', path: '/partners/:id/deactivate', handler: 'partners.deactivate', access: 'admin' },
  { method: 'POST', path: '/partners/:id/activate', handler: 'partners.activate', access: 'admin' },
  { method: 'GET', path: '/approvals', handler: 'approvals.list', access: 'partner' },
  { method: 'POST', path: '/approvals/:id/approve', handler: 'approvals.approve', access: 'admin' },
  { method: 'POST', path: '/approvals/:id/return', handler: 'approvals.return', access: 'admin' },
  { method: 'GET', path: '/stats', handler: 'stats.show', access: 'partner' },
  { method: 'POST', path: '/stats/ingest', handler: 'stats.ingest', access: 'secret' },
  { method: 'GET', path: '/report', handler: 'report.show', access: 'admin' },
  { method: 'GET', path: '/report/facts', handler: 'report.facts', access: 'admin' },
  { method: 'GET', path: '/report/cash-book', handler: 'report.cashBook', access: 'admin' },
  { method: 'POST', path: '/booking', handler: 'booking.create', access: 'form' },
  { method: 'GET', path: '/booking/all', handler: 'booking.all', access: 'partner' },
  { method: 'GET', path: '/booking/:code', handler: 'booking.one', access: 'token' },
  ...REQUEST_MOVE_NAMES.map((move): RouteEntry => ({ method: 'POST', path: `/booking/:code/${move}`, handler: `booking.${move}`, access: 'partner' })),
  { method: 'POST', path: '/booking/:code/undo', handler: 'booking.undo', access: 'partner' },
  { method: 'GET', path: `/${CONTENT_TYPES.homestay.path}/:id/availability`, handler: 'booking.homestayAvailability', access: 'public' },
  { method: 'GET', path: `/${CONTENT_TYPES.package.path}/:id/availability`, handler: 'booking.packageAvailability', access: 'public' },
  { method: 'POST', path: '/booking/:code/review-link', handler: 'review.link', access: 'partner' },
  { method: 'GET', path: '/payment-settings', handler: 'paymentSettings.show', access: 'public' },
  { method: 'PATCH', path: '/payment-settings', handler: 'paymentSettings.update', access: 'admin' },
  { method: 'POST', path: '/booking/:code/payment', handler: 'payment.submit', access: 'form' },
  { method: 'POST', path: '/booking/:code/payments', handler: 'payment.record', access: 'partner' },
  { method: 'GET', path: '/payments/:id/proof', handler: 'payment.proof', access: 'partner' },
  { method: 'GET', path: '/booking/:code/receipt/:id', handler: 'payment.receipt', access: 'token' },
  { method: 'POST', path: '/payments/:id/accept', handler: 'payment.accept', access: 'partner' },
  { method: 'POST', path: '/payments/:id/reject', handler: 'payment.reject', access: 'partner' },
  { method: 'POST', path: '/booking/:code/gateway', handler: 'paymentGateway.start', access: 'form' },
  { method: 'POST', path: '/payments/midtrans', handler: 'paymentGateway.notification', access: 'signed' },
  ...calendarRoutes(),
  { method: 'GET', path: '/review/form/:code', handler: 'review.form', access: 'public' },
  { method: 'POST', path: '/review', handler: 'review.create', access: 'form' },
  { method: 'GET', path: '/review/all', handler: 'review.all', access: 'partner' },
  ...REVIEW_MOVE_NAMES.map((move): RouteEntry => ({ method: 'POST', path: `/review/:id/${move}`, handler: `review.${move}`, access: 'admin' })),
  { method: 'POST', path: '/review/:id/reply', handler: 'review.reply', access: 'partner' },
  { method: 'DELETE', path: '/review/:id', handler: 'review.remove', access: 'admin' },
  { method: 'GET', path: '/review/recent', handler: 'review.recent', access: 'public' },
  ...REQUEST_TYPES.map((type): RouteEntry => ({ method: 'GET', path: `/${CONTENT_TYPES[type].path}/:id/reviews`, handler: `review.${type}Reviews`, access: 'public' })),
];
