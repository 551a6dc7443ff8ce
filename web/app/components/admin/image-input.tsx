// An image file field with a preview. On edit the current image shows until another is
// chosen; sending none keeps it.
import { getInputProps } from '@conform-to/react';
import { DEFAULT_MAX_UPLOAD_MB, IMAGE_ACCEPT_ATTRIBUTE } from '@desa/contract';
import { useEffect, useState } from 'react';
import { FieldError, Hint, Label, type Meta } from './fields';
import { buttonClass } from './buttons';
import { ImageIcon, UploadIcon } from './icons';
import { cn } from '~/lib/cn';

type ImageInputProps = {
  meta: Meta;
  label: string;
  required?: boolean;
  /** URL of the stored image (edit). */
  current?: string | null;
  shape?: 'landscape' | 'round';
};

export function ImageInput({ meta, label, required, current, shape = 'landscape' }: ImageInputProps) {
  const [chosen, setChosen] = useState<{ url: string; name: string } | null>(null);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);
  const shown = chosen?.url ?? current ?? null;
  const { key, ...props } = getInputProps(meta, { type: 'file', ariaDescribedBy: `${meta.id}-hint` });

  return (
    <div className="sm:col-span-2">
      <Label htmlFor={meta.id} required={required}>
        {label}
      </Label>
      <div className="flex items-center gap-4">
        <div
          className={cn(
            'flex shrink-0 items-center justify-center overflow-hidden border border-slate-200 bg-slate-100 text-slate-400 dark:border-slate-700 dark:bg-slate-800',
            shape === 'round' ? 'size-20 rounded-full sm:size-24' : 'aspect-[4/3] w-28 rounded-xl sm:w-40',
          )}
        >
          {shown ? (
            <img src={shown} alt={chosen ? 'Pratinjau gambar yang dipilih' : 'Gambar saat ini'} className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-8" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          {/* The native control stays focusable but hidden: its button text would follow the browser's language. */}
          <input
            key={key}
            {...props}
            accept={IMAGE_ACCEPT_ATTRIBUTE}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setChosen(file ? { url: URL.createObjectURL(file), name: file.name } : null);
            }}
            className="peer sr-only"
          />
          <label
            htmlFor={meta.id}
            className={cn(
              buttonClass.outline,
              'cursor-pointer py-2 peer-focus-visible:ring-3 peer-focus-visible:ring-brand-500/40 peer-aria-invalid:border-red-500',
            )}
          >
            <UploadIcon className="size-4" />
            {shown ? 'Ganti gambar' : 'Pilih gambar'}
          </label>
          <p className="mt-2 truncate text-sm text-slate-600 dark:text-slate-300">
            {chosen?.name ?? (current ? 'Gambar saat ini dipakai' : 'Belum ada gambar dipilih')}
          </p>
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
