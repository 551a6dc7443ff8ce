// The English tab of a record's edit modal (issue 13): its translatable fields only, checked
// with the contract's translationSchema, saved with ?locale=en.
import { translationSchema, type TranslatableKind } from '@desa/contract';
import type { ReactNode } from 'react';
import type { EnglishVersion } from '~/lib/english-versions.server';
import { EntityFormModal, type FormFields } from './entity-form';
import { EnglishNotice } from './language-tabs';

type EnglishFormModalProps = {
  kind: TranslatableKind;
  title: string;
  recordId: string;
  english: EnglishVersion;
  onClose: () => void;
  children: (fields: FormFields) => ReactNode;
};

export function EnglishFormModal({ kind, title, recordId, english, onClose, children }: EnglishFormModalProps) {
  return (
    <EntityFormModal title={title} schema={translationSchema(kind)} recordId={recordId} language="en" defaultValue={english ?? undefined} onClose={onClose}>
      {(fields) => (
        <>
          <EnglishNotice missing={!english} />
          {children(fields)}
        </>
      )}
    </EntityFormModal>
  );
}
