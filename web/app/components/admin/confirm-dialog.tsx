// Asks before deleting a record; confirming posts `intent=delete` and its `id` to the page's action.
import { Form } from '@remix-run/react';
import { ENTITY_TEXT, type EntityKind } from '@desa/contract';
import { Button, SubmitButton } from './buttons';
import { usePendingIntent } from './form-sending';
import { TrashIcon } from '~/components/icons';
import { Modal, ModalBody, ModalFooter } from './modal';

/** The delete confirmation of a content type, in the spec's words. */
export function DeleteDialog({ kind, id, onClose }: { kind: EntityKind; id: string; onClose: () => void }) {
  const { deleteTitle, deleteText } = ENTITY_TEXT[kind];
  const pending = usePendingIntent() === `delete:${id}`;
  return (
    <Modal title={deleteTitle} onClose={onClose} size="narrow" busy={pending}>
      <Form method="post" className="contents">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <ModalBody>
          <div className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-600 dark:bg-red-950 dark:text-red-400">
              <TrashIcon />
            </span>
            <p className="pt-2 text-sm text-slate-600 dark:text-slate-300">{deleteText}</p>
          </div>
        </ModalBody>
        <ModalFooter>
          <Button variant="outline" onClick={onClose} disabled={pending} data-autofocus>
            Batal
          </Button>
          <SubmitButton variant="danger" pending={pending}>
            Hapus
          </SubmitButton>
        </ModalFooter>
      </Form>
    </Modal>
  );
}
