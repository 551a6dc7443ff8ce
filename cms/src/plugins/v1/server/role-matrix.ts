// Who gets which status from each route of the route table (routes.ts): one row per route, one
// column per caller. `cms/tests/security.test.ts` makes every call of every row as every caller
// and fails for a route missing here (or a row here without its route).
//
// The callers: nobody signed in; a USER (an account of /auth/register); a MITRA on an item of
// their own, and the same call by another MITRA (on someone else's item: 403, never 404); a MITRA
// still holding the one-time password they were invited with; an ADMIN. For a route about no
// item, both MITRA columns make the same call.
import { CONTENT_KINDS, CONTENT_TYPES, ENTITY_KINDS, REQUEST_MOVE_NAMES, REQUEST_TYPES, REVIEW_MOVE_NAMES, VILLAGE_PROFILE, isPartnerKind } from '@desa/contract';

export const CALLERS = ['anonymous', 'user', 'partnerOwn', 'partnerOther', 'partnerTemporary', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
type Row = readonly [anonymous: number, user: number, partnerOwn: number, partnerOther: number, partnerTemporary: number, admin: number];

/** Anyone: a read of the public site, a public form. */
const open = (status = 200): Row => [status, status, status, status, status, status];
/** An ADMIN only. */
const admin = (status = 200): Row => [401, 403, 403, 403, 403, status];
/** An ADMIN, and a partner on their own item (`partner`: their status), never on another's. */
const ownItem = (partner: number, status = 200): Row => [401, 403, partner, 403, 403, status];
/** An ADMIN, and any partner: their own account, or a list narrowed to their own items. */
const anyPartner = (status = 200): Row => [401, 403, status, status, 403, status];
/** The web servers' shared secret only: no account opens it. */
const secret: Row = [401, 401, 401, 401, 401, 401];

function contentRows(): Record<string, Row> {
  const rows: Record<string, Row> = {};
  for (const kind of ENTITY_KINDS) {
    const { path } = CONTENT_TYPES[kind];
    const owned = isPartnerKind(kind);
    rows[`GET /${path}/all`] = open();
    // A partner's new listing waits for approval as a draft (201), their edit too (202).
    rows[`POST /${path}/create`] = owned ? anyPartner(201) : admin(201);
    rows[`PATCH /${path}/update/:id`] = owned ? ownItem(202) : admin();
    rows[`DELETE /${path}/delete/:id`] = admin();
    rows[`GET /${path}/:id`] = open();
  }
  for (const kind of CONTENT_KINDS) {
    const { path } = CONTENT_TYPES[kind];
    rows[`POST /${path}/publish/:id`] = admin();
    rows[`POST /${path}/unpublish/:id`] = admin();
  }
  return rows;
}

export const ROLE_MATRIX: Record<string, Row> = {
  'POST /auth/login': open(),
  'POST /auth/register': open(201),
  'POST /auth/logout': open(),
  'GET /auth/me': [401, 200, 200, 200, 200, 200],
  // Choosing one's own password: the one call open to a temporary password.
  'POST /auth/password': [401, 403, 200, 200, 200, 200],
  ...contentRows(),
  'GET /user/contact': open(),
  'GET /user/all': admin(),
  'PATCH /user/update': anyPartner(),
  [`GET /${VILLAGE_PROFILE.path}`]: open(),
  [`PATCH /${VILLAGE_PROFILE.path}`]: admin(),
  'GET /trash': admin(),
  'POST /trash/:type/:id/restore': admin(),
  'DELETE /trash/:type/:id': admin(),
  'GET /activity': admin(),
  'GET /dashboard': admin(),
  'GET /admins': admin(),
  'POST /admins': admin(201),
  'POST /admins/:id/deactivate': admin(),
  'POST /admins/:id/activate': admin(),
  'GET /partners': admin(),
  'POST /partners': admin(201),
  'PATCH /partners/:id': admin(),
  'POST /partners/:id/deactivate': admin(),
  'POST /partners/:id/activate': admin(),
  'GET /approvals': anyPartner(),
  'POST /approvals/:id/approve': admin(),
  'POST /approvals/:id/return': admin(),
  'GET /stats': anyPartner(),
  'POST /stats/ingest': secret,
  'GET /report': admin(),
  'GET /report/facts': admin(),
  'GET /report/cash-book': admin(),
  'POST /booking': open(201),
  'GET /booking/all': anyPartner(),
  'GET /booking/:code': ownItem(200),
  ...Object.fromEntries(REQUEST_MOVE_NAMES.map((move) => [`POST /booking/:code/${move}`, ownItem(200)])),
  'POST /booking/:code/undo': ownItem(200),
  [`GET /${CONTENT_TYPES.homestay.path}/:id/availability`]: open(),
  [`GET /${CONTENT_TYPES.package.path}/:id/availability`]: open(),
  'POST /booking/:code/review-link': ownItem(200),
  'GET /payment-settings': open(),
  'PATCH /payment-settings': admin(),
  // Whoever holds the guest's link (the call carries it); limited per address.
  'POST /booking/:code/payment': open(201),
  'POST /booking/:code/payments': ownItem(201, 201),
  'GET /payments/:id/proof': ownItem(200),
  // Without the guest's link (`?t=`): as the ADMIN read.
  'GET /booking/:code/receipt/:id': ownItem(200),
  'POST /payments/:id/accept': ownItem(200),
  'POST /payments/:id/reject': ownItem(200),
  // The gateway is off on the matrix's server (no MIDTRANS_SERVER_KEY): 404 for everyone.
  // payments.test.ts proves both with it on: the guest's link, and the notification's signature.
  'POST /booking/:code/gateway': open(404),
  'POST /payments/midtrans': open(404),
  [`GET /${CONTENT_TYPES.homestay.path}/:id/blocks`]: ownItem(200),
  [`POST /${CONTENT_TYPES.homestay.path}/:id/blocks`]: ownItem(201, 201),
  [`DELETE /${CONTENT_TYPES.homestay.path}/:id/blocks/:blockId`]: ownItem(200),
  [`POST /${CONTENT_TYPES.homestay.path}/:id/feed-token`]: ownItem(200),
  [`GET /${CONTENT_TYPES.homestay.path}/:id/calendars`]: ownItem(200),
  [`POST /${CONTENT_TYPES.homestay.path}/:id/calendars`]: ownItem(201, 201),
  [`PATCH /${CONTENT_TYPES.homestay.path}/:id/calendars/:calendarId`]: ownItem(200),
  [`DELETE /${CONTENT_TYPES.homestay.path}/:id/calendars/:calendarId`]: ownItem(200),
  [`POST /${CONTENT_TYPES.homestay.path}/:id/calendars/:calendarId/sync`]: ownItem(200),
  // Narrowed to a partner's own homestays.
  'GET /calendar-conflicts': anyPartner(),
  // The feed opens with its token alone: no account reads it without (the matrix's call has none).
  [`GET /${CONTENT_TYPES.homestay.path}/:id/feed/:token`]: open(404),
  'GET /review/form/:code': open(),
  'POST /review': open(201),
  'GET /review/all': anyPartner(),
  ...Object.fromEntries(REVIEW_MOVE_NAMES.map((move) => [`POST /review/:id/${move}`, admin()])),
  // A partner's reply waits for an ADMIN (202).
  'POST /review/:id/reply': ownItem(202),
  'DELETE /review/:id': admin(),
  'GET /review/recent': open(),
  ...Object.fromEntries(REQUEST_TYPES.map((type) => [`GET /${CONTENT_TYPES[type].path}/:id/reviews`, open()])),
};
