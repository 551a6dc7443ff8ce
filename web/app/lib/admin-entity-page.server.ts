// The loader and action of a content type's back office page (`routes/admin.$section.tsx`): one
// page of its records with their English versions and the options its form picks from; its
// create, edit, translate, publish and delete.
import type { AppLoadContext } from '@remix-run/node';
import type { AdminFace, EntityPageData } from '~/components/admin/entity-page';
import { entityAction } from './admin-actions.server';
import { loadAdminList, loadOptionNames } from './admin-loaders.server';
import { requireAdmin } from './session.server';

export async function loadEntityPage(request: Request, context: AppLoadContext, face: AdminFace): Promise<EntityPageData> {
  const { token } = await requireAdmin(request, context);
  const named = Object.entries(face.options ?? {});
  const [{ list, linked, english }, ...optionLists] = await Promise.all([
    loadAdminList<EntityPageData['list']['data'][number]>(request, face.kind, token),
    ...named.map(([, category]) => loadOptionNames(category)),
  ]);
  return { list, linked, english, options: Object.fromEntries(named.map(([name], index) => [name, optionLists[index]])) };
}

export function entityPageAction(request: Request, context: AppLoadContext, face: AdminFace) {
  return entityAction(request, context, { kind: face.kind, schema: face.formSchema, needsStored: face.needsStored });
}
