// What a content type's back-office face tells the server (its kind, the options its form picks
// from, its form's schema), and what its entity page's loader answers: the shapes both sides of
// `/admin/<section>` share. The face's drawing parts are `components/admin/entity-page.tsx`'s.
import type { ContentKind, List, OptionCategory } from '@desa/contract';
import type { z } from 'zod';
import type { ApprovalsById } from './approvals';
import type { EnglishVersions } from './english-versions.server';
import type { StateCounts, Stated } from './publishing';

/** The form's schema when creating, or editing `stored` (in the browser: the record the list holds). */
export type FormSchemaOf = (mode: { create: boolean; stored?: Record<string, unknown> }) => z.ZodType;

export type AdminFaceRules = {
  kind: ContentKind;
  /** The option categories the form picks from, under the names the fields read them by. */
  options?: { [name: string]: OptionCategory };
  formSchema: FormSchemaOf;
  /** The schema depends on the stored record (an event's past date may stay): the action reads it first. */
  needsStored?: boolean;
};

export type EntityPageData = {
  list: List<Stated<{ id: string }>> & { counts?: StateCounts };
  /** Partners' changes waiting on the list's records (the kinds partners own). */
  approvals: ApprovalsById;
  linked: Stated<{ id: string }> | null;
  english: EnglishVersions;
  options: { [name: string]: string[] };
};
