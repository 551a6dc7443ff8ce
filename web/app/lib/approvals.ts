// Partners' changes waiting for the village (issue 41), by the item they are about: what the
// entity pages' cards and the partner's home show beside each listing.
import type { Approval } from '@desa/contract';

export type ApprovalsById = Record<string, Pick<Approval, 'status' | 'note' | 'is_new'>>;

/** Approvals by the item they are about. */
export function approvalsById(approvals: Approval[]): ApprovalsById {
  return Object.fromEntries(approvals.filter((approval) => approval.type !== 'review').map(({ item_id, status, note, is_new }) => [item_id, { status, note, is_new }]));
}
