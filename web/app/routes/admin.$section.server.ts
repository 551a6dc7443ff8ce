// The loader and action of a content type's back office page (`routes/admin.$section.tsx`): one
// page of its records with their English versions and the options its form picks from; its
// create, edit, translate, publish and delete.
import type { AppLoadContext } from '@remix-run/node';
import type { AdminFaceRules, EntityPageData } from '~/lib/admin-face';
import { entityAction } from '~/lib/admin-actions.server';
import { loadAdminList, loadApprovals, loadOptionNames } from '~/lib/admin-loaders.server';
import { requireAdmin } from '~/lib/session.server';
import { isPartnerKind } from '@desa/contract';

/** A partner (MITRA) opens the pages of the kinds they own, their own records only (the CMS narrows the list). */
const guardOf = (face: AdminFaceRules) => ({ partners: isPartnerKind(face.kind) ? ('allow' as const) : undefined });

export async function loadEntityPage(request: Request, context: AppLoadContext, face: AdminFaceRules): Promise<EntityPageData> {
  const { token } = await requireAdmin(request, context, guardOf(face));
  const named = Object.entries(face.options ?? {});
  // The changes partners wait on, shown on their cards (an ADMIN's: those waiting; a partner's: theirs).
  const approvals = isPartnerKind(face.kind) ? loadApprovals(token) : Promise.resolve({});
  const [{ list, linked, english }, waiting, ...optionLists] = await Promise.all([
    loadAdminList<EntityPageData['list']['data'][number]>(request, face.kind, token),
    approvals,
    ...named.map(([, category]) => loadOptionNames(category)),
  ]);
  return { list, linked, english, approvals: waiting, options: Object.fromEntries(named.map(([name], index) => [name, optionLists[index]])) };
}

export function entityPageAction(request: Request, context: AppLoadContext, face: AdminFaceRules) {
  return entityAction(request, context, { kind: face.kind, schema: face.formSchema, needsStored: face.needsStored, guard: guardOf(face) });
}
