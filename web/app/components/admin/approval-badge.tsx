// A listing's change waiting for the village (issue 41): "Menunggu persetujuan", or sent back
// with the admin's note. The entity page hands the list's approvals down; each card asks by id.
import { APPROVAL_STATUS_LABELS } from '@desa/contract';
import { createContext, useContext } from 'react';
import type { ApprovalsById } from '~/lib/approvals';
import { cn } from '~/lib/cn';

export const ApprovalsContext = createContext<ApprovalsById>({});

/** `approval` when the page has it at hand; otherwise the entity page's, by the record's id. */
export function ApprovalBadge({ id, approval: given }: { id: string; approval?: ApprovalsById[string] }) {
  const listed = useContext(ApprovalsContext)[id];
  const approval = given ?? listed;
  if (!approval) return null;
  const returned = approval.status === 'dikembalikan';
  return (
    <div
      className={cn(
        'rounded-lg px-3 py-2 text-sm',
        returned ? 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200' : 'bg-amber-50 text-amber-900 dark:bg-amber-950/50 dark:text-amber-200',
      )}
    >
      <p className="font-medium">
        {APPROVAL_STATUS_LABELS[approval.status]}
        {approval.is_new && !returned ? ' · listing baru' : ''}
      </p>
      {returned && approval.note ? <p className="mt-1">Catatan pengelola: {approval.note}</p> : null}
    </div>
  );
}
