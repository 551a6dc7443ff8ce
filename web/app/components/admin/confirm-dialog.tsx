// Asks before a destructive action; confirming posts `intent` and `id` to the page's action.
import { Form } from '@remix-run/react';
import { ENTITY_TEXT, type EntityKind } from '@desa/contract';
import { Button, SubmitButton } from './buttons';
import { usePendingIntent } from './entity-form';
import { TrashIcon } from './icons';
import { Modal, ModalBody, ModalFooter } from './modal';

type ConfirmDialogProps = {
  id: string;
  onClose: () => void;
  intent?: string;
  title?: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
};

export function ConfirmDialog({
  id,
  onClose,
  intent = 'delete',
  title = 'Are you sure?',
  text,
  confirmLabel = 'Yes, Delete',
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  const pending = usePendingIntent() === `${intent}:${id}`;
  return (
    <Modal title={title} onClose={onClose} size="narrow" busy={pending}>
      <Form method="post" className="contents">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <ModalBody>
          <div className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-600 dark:bg-red-950 dark:text-red-400">
              <TrashIcon />
            </span>
            {text ? <p className="pt-2 text-sm text-slate-600 dark:text-slate-300">{text}</p> : null}
          </div>
        </ModalBody>
        <ModalFooter>
          <Button variant="outline" onClick={onClose} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          <SubmitButton variant="danger" pending={pending}>
            {confirmLabel}
          </SubmitButton>
        </ModalFooter>
      </Form>
    </Modal>
  );
}

/** The delete confirmation of a content type, in the spec's words. */
export function DeleteDialog({ kind, id, onClose }: { kind: EntityKind; id: string; onClose: () => void }) {
  const text = ENTITY_TEXT[kind];
  return (
    <ConfirmDialog id={id} onClose={onClose} title={text.deleteTitle} text={text.deleteText} confirmLabel="Hapus" cancelLabel="Batal" />
  );
}
