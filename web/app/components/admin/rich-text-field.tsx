// The rich-text editor as a form field, its code (tiptap, about 450 KB before compression) loaded
// only when a form shows it: every content type's back office page is one route, and most types
// have no rich text. Until it arrives, the field holds its value and its place.
import { lazy, Suspense } from 'react';
import { Label, type Meta } from './fields';

const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

type RichTextFieldProps = { meta: Meta; label: string; required?: boolean };

export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<EditorArriving {...props} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

function EditorArriving({ meta, label, required }: RichTextFieldProps) {
  return (
    <div className="sm:col-span-2" aria-busy="true">
      <Label required={required}>{label}</Label>
      <input type="hidden" name={meta.name} defaultValue={typeof meta.initialValue === 'string' ? meta.initialValue : ''} />
      <div className="h-[347px] rounded-lg border border-slate-300 bg-white shadow-xs dark:border-slate-700 dark:bg-slate-900" />
    </div>
  );
}
