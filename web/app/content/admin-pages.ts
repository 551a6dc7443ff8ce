// The back office page of each content type, `/admin/<slug>`: its face, found by file name
// (`<kind>.admin.tsx` exports `admin`), drawn by the shared entity page. A content kind without
// one stops the app at start with its name. Options (Pengaturan) have a page of their own.
import { CONTENT_KINDS, CONTENT_TYPES } from '@desa/contract';
import type { AdminFace } from '~/components/admin/entity-page';

const faces = import.meta.glob<AdminFace>('./*.admin.tsx', { eager: true, import: 'admin' });

const FACES = Object.fromEntries(
  CONTENT_KINDS.map((kind) => {
    const face = faces[`./${kind}.admin.tsx`];
    if (!face) throw new Error(`The content type '${kind}' has no back office page: add web/app/content/${kind}.admin.tsx (see docs/architecture.md).`);
    return [CONTENT_TYPES[kind].admin.slug, face];
  })
) as Record<string, AdminFace>;

/** The face of the content type whose back office page is `/admin/<section>`, if there is one. */
export function adminFaceOf(section: string | undefined): AdminFace | undefined {
  return section === undefined ? undefined : FACES[section];
}
