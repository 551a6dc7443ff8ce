// The Strapi models outside the content registry (contract/src/types names those) that the CMS's
// code reaches: each uid spelled here once (a repository test holds it), the rest import it.
// The domain's own tables keep theirs beside their code (ACTIVITY_UID in activity.ts, …).
export const USER_UID = 'plugin::users-permissions.user' as const;
export const ROLE_UID = 'plugin::users-permissions.role' as const;
export const FILE_UID = 'plugin::upload.file' as const;
/** A guest's review: its own table (reviews.ts), restored from the trash by trash.ts. */
export const REVIEW_UID = 'api::review.review' as const;
/** A booking request (bookings.ts): the rooms and places it holds are counted in nights-taken.ts. */
export const BOOKING_UID = 'api::booking-request.booking-request' as const;
/** Nights a homestay's host closed by hand (homestay-calendar.ts). */
export const BLOCK_UID = 'api::homestay-block.homestay-block' as const;
/** The key of each homestay's secret iCalendar feed (homestay-calendar.ts). */
export const FEED_UID = 'api::calendar-feed.calendar-feed' as const;
/** A homestay's calendars on the platforms (Airbnb, Booking.com), fetched by calendar-sync.ts. */
export const EXTERNAL_CALENDAR_UID = 'api::external-calendar.external-calendar' as const;
/** The nights those calendars take, replaced whole on each sync (counted in nights-taken.ts). */
export const IMPORTED_EVENT_UID = 'api::imported-event.imported-event' as const;
