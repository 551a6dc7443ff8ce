// The Strapi models outside the content registry (contract/src/types names those) that the CMS's
// code reaches: each uid spelled here once (a repository test holds it), the rest import it.
// The domain's own tables keep theirs beside their code (ACTIVITY_UID in activity.ts, …).
export const USER_UID = 'plugin::users-permissions.user' as const;
export const ROLE_UID = 'plugin::users-permissions.role' as const;
export const FILE_UID = 'plugin::upload.file' as const;
/** A guest's review: its own table (reviews.ts), restored from the trash by trash.ts. */
export const REVIEW_UID = 'api::review.review' as const;
