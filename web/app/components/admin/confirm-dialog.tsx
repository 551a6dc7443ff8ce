// Asks before something that removes data; confirming posts `intent`, `id` (and any other
// hidden `fields`) to the page's action.
import { Form } from '@remix-run/react';
import type { ReactNode } from 'react';
import { ENTITY_TEXT, TRASH_RETENTION_DAYS, type EntityKind } from '@desa/contract';
import { Button, SubmitButton } from './buttons';
import { usePendingIntent } from './form-sending';
import { TrashIcon } from '~/components/icons';
import { cn } from '~/lib/cn';
import { Modal, ModalBody, ModalFooter } from './modal';

type ConfirmDialogProps = {
  title: string;
  text: string;
  /** A smaller line under the question (what happens afterwards). */
  note?: string;
  /** The red button's label. */
  confirm: string;
  intent: string;
  id: string;
  fields?: Record<string, string>;
  /** The drawing beside the question; a bin unless the action removes nothing. */
  icon?: ReactNode;
  /** `primary`: a step that removes nothing (it can be undone), in the brand's colour instead of red. */
  tone?: 'danger' | 'primary';
  onClose: () => void;
};

/** A narrow modal: the question, 'Batal' (focused first) and the button that posts (red unless `tone`). */
export function ConfirmDialog({ title, text, note, confirm, intent, id, fields = {}, icon, tone = 'danger', onClose }: ConfirmDialogProps) {
  const pending = usePendingIntent() === `${intent}:${id}`;
  return (
    <Modal title={title} onClose={onClose} size="narrow" busy={pending}>
      <Form method="post" className="contents">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <ModalBody>
          <div className="flex items-start gap-4">
            <span
              className={cn(
                'flex size-11 shrink-0 items-center justify-center rounded-full',
                tone === 'danger' ? 'bg-red-100 text-red-600 dark:bg-red-950 dark:text-red-400' : 'bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-100',
              )}
            >
              {icon ?? <TrashIcon />}
            </span>
            <div className="space-y-2 pt-2 text-sm">
              <p className="text-slate-600 dark:text-slate-300">{text}</p>
              {note ? <p className="text-slate-500 dark:text-slate-400">{note}</p> : null}
            </div>
          </div>
        </ModalBody>
        <ModalFooter>
          <Button variant="outline" onClick={onClose} disabled={pending} data-autofocus>
            Batal
          </Button>
          <SubmitButton variant={tone} pending={pending}>
            {confirm}
          </SubmitButton>
        </ModalFooter>
      </Form>
    </Modal>
  );
}

/** Where a deleted record goes (issue 23), under the delete confirmation's question. */
export const TRASH_NOTE = `Data dipindahkan ke Sampah dan masih bisa dipulihkan selama ${TRASH_RETENTION_DAYS} hari.`;

/** The delete confirmation of a content type, in the spec's words. */
export function DeleteDialog({ kind, id, onClose }: { kind: EntityKind; id: string; onClose: () => void }) {
  const { deleteTitle, deleteText } = ENTITY_TEXT[kind];
  return <ConfirmDialog title={deleteTitle} text={deleteText} note={TRASH_NOTE} confirm="Hapus" intent="delete" id={id} onClose={onClose} />;
}
