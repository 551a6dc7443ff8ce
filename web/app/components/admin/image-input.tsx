// An image file field with a preview. On edit the current image shows until another is
// chosen; sending none keeps it. With JavaScript a chosen photo is shrunk before it is sent
// (photo-shrink.client.ts): the preview shows the result and the field says what was saved;
// a save asked for meanwhile waits for it.
import { getInputProps } from '@conform-to/react';
import { IMAGE_ACCEPT_ATTRIBUTE, formatFileSize } from '@desa/contract';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FieldError, Hint, Label, type Meta } from './fields';
import { buttonClass } from './buttons';
import { ImageIcon, UploadIcon } from '~/components/icons';
import { cn } from '~/lib/cn';
import { replaceChosenFile, shrinkPhoto } from '~/lib/photo-shrink.client';
import { useHydrated } from '~/lib/use-hydrated';
import { useUploadLimitMb } from '~/lib/upload-limit';

type ImageInputProps = {
  meta: Meta;
  label: string;
  required?: boolean;
  /** URL of the stored image (edit). */
  current?: string | null;
  shape?: 'landscape' | 'round';
};

type Chosen = { url: string; name: string; size: number; originalSize: number; shrunk: boolean };

function sizeNote(chosen: Chosen): string {
  if (!chosen.shrunk) return formatFileSize(chosen.size);
  const saved = Math.round((1 - chosen.size / chosen.originalSize) * 100);
  return `Diperkecil dari ${formatFileSize(chosen.originalSize)} menjadi ${formatFileSize(chosen.size)} (hemat ${saved}%)`;
}

/**
 * Shrinks what was picked into the input itself. While it runs, a submit of the form is held
 * back and sent when the photo is ready.
 */
function useShrinkOnChoose(limitMb: number) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [shrinking, setShrinking] = useState(false);
  const running = useRef<Promise<void> | null>(null);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);

  const holdSubmit = (form: HTMLFormElement) => {
    const hold = (event: SubmitEvent) => {
      // conform checks a field by submitting with its own (temporary) intent button: not a save.
      if (!running.current || event.submitter?.getAttribute('name') === '__intent__') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const submitter = event.submitter;
      void running.current.then(() => form.requestSubmit(submitter));
    };
    form.addEventListener('submit', hold, { capture: true });
    return () => form.removeEventListener('submit', hold, { capture: true });
  };

  const choose = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return setChosen(null);
    setShrinking(true);
    const release = input.form ? holdSubmit(input.form) : () => undefined;
    const job = shrinkPhoto(file, limitMb)
      .catch(() => ({ file, originalSize: file.size, shrunk: false }))
      .then((result) => {
        if (input.files?.[0] !== file) return; // another file was picked meanwhile
        if (result.shrunk) {
          replaceChosenFile(input, result.file);
          // The form checks the shrunk photo now (its size), not what was picked.
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
        setChosen({ url: URL.createObjectURL(result.file), name: result.file.name, size: result.file.size, originalSize: result.originalSize, shrunk: result.shrunk });
      })
      .finally(() => {
        if (running.current === job) running.current = null;
        release();
        setShrinking(false);
      });
    running.current = job;
  };
  // A photo picked before the page hydrated (a slow phone) stays in the input but fired no
  // onChange React saw: take it up once, at hydration.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (inputRef.current?.files?.length) choose(inputRef.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page hydrates
  }, []);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => choose(event.currentTarget);
  return { chosen, shrinking, onChange, inputRef };
}

export function ImageInput({ meta, label, required, current, shape = 'landscape' }: ImageInputProps) {
  const limitMb = useUploadLimitMb();
  const { chosen, shrinking, onChange, inputRef } = useShrinkOnChoose(limitMb);
  const scripted = useHydrated();
  const shown = chosen?.url ?? current ?? null;
  const { key, ...props } = getInputProps(meta, { type: 'file', ariaDescribedBy: `${meta.id}-hint ${meta.id}-status` });

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
            ref={inputRef}
            {...props}
            accept={IMAGE_ACCEPT_ATTRIBUTE}
            onChange={onChange}
            className="peer sr-only"
          />
          <label
            htmlFor={meta.id}
            className={cn(
              buttonClass.outline,
              'min-h-11 cursor-pointer py-2 peer-focus-visible:ring-3 peer-focus-visible:ring-brand-500/40 peer-aria-invalid:border-red-500',
            )}
          >
            <UploadIcon className="size-4" />
            {shown ? 'Ganti gambar' : 'Pilih gambar'}
          </label>
          <div id={`${meta.id}-status`} aria-live="polite" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            <p className="truncate">{chosen?.name ?? (current ? 'Gambar saat ini dipakai' : 'Belum ada gambar dipilih')}</p>
            {shrinking ? <p>Memperkecil foto…</p> : chosen ? <p data-size-note>{sizeNote(chosen)}</p> : null}
          </div>
          <div id={`${meta.id}-hint`}>
            <Hint>
              JPG, PNG, WebP, GIF atau AVIF, maksimal {limitMb} MB.
              {/* Its place is kept without JavaScript: nothing moves under a finger when the page hydrates. */}
              <span className={scripted ? undefined : 'invisible'}> Foto besar diperkecil otomatis sebelum diunggah.</span>
              {current ? ' Biarkan kosong untuk tetap memakai gambar saat ini.' : ''}
            </Hint>
          </div>
        </div>
      </div>
      <FieldError meta={meta} />
    </div>
  );
}
