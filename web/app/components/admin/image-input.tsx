// An image file field with a preview. On edit the current image shows until another is
// chosen; sending none keeps it.
import { getInputProps } from '@conform-to/react';
import { DEFAULT_MAX_UPLOAD_MB, IMAGE_ACCEPT_ATTRIBUTE } from '@desa/contract';
import { useEffect, useState } from 'react';
import { FieldError, Hint, Label, type Meta } from './fields';
import { ImageIcon } from './icons';

type ImageInputProps = {
  meta: Meta;
  label: string;
  required?: boolean;
  /** URL of the stored image (edit). */
  current?: string | null;
  shape?: 'landscape' | 'round';
};

export function ImageInput({ meta, label, required, current, shape = 'landscape' }: ImageInputProps) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? current ?? null;
  const { key, ...props } = getInputProps(meta, { type: 'file', ariaDescribedBy: `${meta.id}-hint` });

  return (
    <div className="sm:col-span-2">
      <Label htmlFor={meta.id} required={required}>
        {label}
      </Label>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div
          className={
            shape === 'round'
              ? 'flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border border-slate-200 bg-slate-100 text-slate-400 dark:border-slate-700 dark:bg-slate-800'
              : 'flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-100 text-slate-400 sm:w-40 dark:border-slate-700 dark:bg-slate-800'
          }
        >
          {shown ? (
            <img src={shown} alt={preview ? 'Pratinjau gambar yang dipilih' : 'Gambar saat ini'} className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-8" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <input
            key={key}
            {...props}
            accept={IMAGE_ACCEPT_ATTRIBUTE}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setPreview(file ? URL.createObjectURL(file) : null);
            }}
            className={
              'block w-full cursor-pointer rounded-lg border border-slate-300 bg-white text-sm text-slate-600 shadow-xs ' +
              'file:mr-4 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-slate-50 file:px-4 file:py-2.5 file:text-sm file:font-medium file:text-slate-700 ' +
              'hover:file:bg-slate-100 focus:outline-hidden focus:ring-3 focus:ring-brand-500/20 aria-invalid:border-red-500 ' +
              'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:file:border-slate-700 dark:file:bg-slate-800 dark:file:text-slate-200'
            }
          />
          <div id={`${meta.id}-hint`}>
            <Hint>
              JPG, PNG, WebP, GIF atau AVIF, maksimal {DEFAULT_MAX_UPLOAD_MB} MB.
              {current ? ' Biarkan kosong untuk tetap memakai gambar saat ini.' : ''}
            </Hint>
          </div>
        </div>
      </div>
      <FieldError meta={meta} />
    </div>
  );
}
