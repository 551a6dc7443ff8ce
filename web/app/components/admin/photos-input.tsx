// The several photos of a homestay or a product: the stored ones (edit) and the newly chosen
// ones as one ordered row of thumbnails, the first being the record's main photo. "Tambah foto"
// picks several at once; each is shrunk in the browser first (photo-shrink.client.ts, as the
// single image field does) and a save asked for meanwhile waits for it. Photos move by drag
// and drop or, from the keyboard, by their arrow buttons, and are removed by their bin.
//
// What the form posts (photos-field.ts): `photos_keep` in the order shown, a stored photo by
// its upload id and a new one as `file:N`, and the new files as repeated `files` in N's order
// (a hidden file input whose list is rebuilt). Without JavaScript the same names carry a plain
// file input (new photos go last) and a ticked checkbox per stored photo. A hidden `photos`
// input gives conform the field its errors belong to (the browser's and the CMS's), so that a
// change re-checks them; the action does not forward it.
import { ACCEPTED_IMAGE_TYPES, IMAGE_ACCEPT_ATTRIBUTE, NEW_PHOTO_PREFIX, PHOTOS, formatFileSize, type ImageVariant } from '@desa/contract';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type DragEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { ArrowLeftIcon, ArrowRightIcon, ImageIcon, PlusIcon, TrashIcon } from '~/components/icons';
import { cn } from '~/lib/cn';
import { shrinkPhoto } from '~/lib/photo-shrink.client';
import { PHOTOS_FIELD, PHOTOS_KEEP, PHOTO_FILES } from '~/lib/photos-field';
import { useHydrated } from '~/lib/use-hydrated';
import { useUploadLimitMb } from '~/lib/upload-limit';
import { buttonClass } from './buttons';
import { FieldError, Hint, Label, type Meta } from './fields';

/** A photo the record already has: its upload id, its URL and (when read with formats) its variants. */
export type StoredPhoto = { id: string; url: string; variant?: ImageVariant };

/** The stored photos of a record, in its order. */
export function storedPhotos(record: { photos: string[]; photo_ids: string[]; images?: { photos: ImageVariant[] } }): StoredPhoto[] {
  return record.photo_ids.map((id, index) => ({ id, url: record.photos[index] ?? '', variant: record.images?.photos[index] ?? undefined }));
}

type Item =
  | { key: string; kind: 'stored'; id: string; url: string; variant?: ImageVariant }
  | { key: string; kind: 'new'; file: File; url: string; originalSize: number; shrunk: boolean; shrinking: boolean };

type Control = 'left' | 'right' | 'remove' | 'add';

/** The name of the button conform submits with to check a field (not a save). */
const CONFORM_INTENT = '__intent__';

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

const acceptable = (file: File) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);

function caption(item: Item): string {
  if (item.kind === 'stored') return 'Tersimpan';
  if (item.shrinking) return 'Memperkecil…';
  return item.shrunk ? `Baru · diperkecil ke ${formatFileSize(item.file.size)}` : `Baru · ${formatFileSize(item.file.size)}`;
}

function fullCaption(item: Item): string {
  if (item.kind === 'stored' || item.shrinking || !item.shrunk) return `${item.kind === 'new' ? `${item.file.name}: ` : ''}${caption(item)}`;
  const saved = Math.round((1 - item.file.size / item.originalSize) * 100);
  return `${item.file.name}: diperkecil dari ${formatFileSize(item.originalSize)} menjadi ${formatFileSize(item.file.size)} (hemat ${saved}%)`;
}

type PhotosInputProps = {
  /** The form's `photos` field: its errors. */
  meta: Meta;
  /** The type's limit (CONTENT_TYPE_MODULES[kind].photos.max). */
  max: number;
  label?: string;
  /** The record's photos when editing. */
  current?: StoredPhoto[];
};

export function PhotosInput({ meta, max, label = 'Foto', current = [] }: PhotosInputProps) {
  const limitMb = useUploadLimitMb();
  const scripted = useHydrated();
  const labelId = useId();
  const countId = useId();
  const hintId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  const carrierRef = useRef<HTMLInputElement>(null);
  const countRef = useRef<HTMLInputElement>(null);

  const [items, setItems] = useState<Item[]>(() => current.map((photo) => ({ key: `tersimpan-${photo.id}`, kind: 'stored', ...photo })));
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  /** The items as last rendered, for the handlers and the shrinking jobs. */
  const itemsRef = useRef(items);
  const nextKey = useRef(0);
  /** Shrinking jobs still running: a submit waits for them. */
  const jobs = useRef(new Set<Promise<void>>());
  const [shrinking, setShrinking] = useState(0);
  /** Set by the admin's changes (not the first render): the field is checked again. */
  const changed = useRef(false);
  const focusAfter = useRef<{ key: string; control: Control } | null>(null);
  /** Object URLs of the new photos, freed when they go. */
  const objectUrls = useRef(new Set<string>());

  const invalid = Boolean(meta.errors?.length);
  const full = items.length >= max;

  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const objectUrl = (file: File) => {
    const url = URL.createObjectURL(file);
    objectUrls.current.add(url);
    return url;
  };
  const freeUrl = (url: string) => {
    if (!objectUrls.current.delete(url)) return;
    URL.revokeObjectURL(url);
  };

  // The hidden file input carries the new photos in their order; then conform checks again.
  useIsomorphicLayoutEffect(() => {
    itemsRef.current = items;
    const carrier = carrierRef.current;
    if (carrier) {
      const transfer = new DataTransfer();
      for (const item of items) if (item.kind === 'new') transfer.items.add(item.file);
      carrier.files = transfer.files;
    }
    const focus = focusAfter.current;
    if (focus) {
      focusAfter.current = null;
      const target =
        focus.control === 'add' ? pickerRef.current : rootRef.current?.querySelector<HTMLElement>(`[data-photo="${focus.key}"] [data-control="${focus.control}"]`);
      target?.focus();
    }
    if (changed.current) {
      changed.current = false;
      countRef.current?.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, [items, scripted]);

  // A save asked for while photos are being shrunk is sent once they are ready.
  useEffect(() => {
    const form = rootRef.current?.closest('form');
    if (!form) return;
    const whenIdle = async () => {
      while (jobs.current.size) await Promise.allSettled([...jobs.current]);
    };
    const hold = (event: SubmitEvent) => {
      // conform checks a field by submitting with its own intent button: that goes through.
      if (jobs.current.size === 0 || event.submitter?.getAttribute('name') === CONFORM_INTENT) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const submitter = event.submitter;
      void whenIdle().then(() => form.requestSubmit(submitter));
    };
    form.addEventListener('submit', hold, { capture: true });
    return () => form.removeEventListener('submit', hold, { capture: true });
  }, []);

  const shrink = (key: string, file: File) => {
    const job: Promise<void> = shrinkPhoto(file, limitMb)
      .catch(() => ({ file, originalSize: file.size, shrunk: false }))
      .then((result) => {
        const url = result.shrunk ? objectUrl(result.file) : null;
        let placed = false;
        changed.current = true; // checked again with the file that will be sent
        // At once, so that a save waiting for this photo sends the shrunk file.
        flushSync(() =>
          setItems((previous) =>
            previous.map((item) => {
              if (item.key !== key || item.kind !== 'new') return item;
              placed = true;
              if (url && url !== item.url) freeUrl(item.url);
              return { ...item, file: result.file, url: url ?? item.url, originalSize: result.originalSize, shrunk: result.shrunk, shrinking: false };
            }),
          ),
        );
        if (url && !placed) freeUrl(url); // removed meanwhile
      })
      .finally(() => {
        jobs.current.delete(job);
        setShrinking(jobs.current.size);
      });
    jobs.current.add(job);
    setShrinking(jobs.current.size);
  };

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    const room = max - itemsRef.current.length;
    const refused = files.filter((file) => !acceptable(file));
    const accepted = files.filter(acceptable);
    const taken = accepted.slice(0, Math.max(0, room));
    const problem = refused.length ? PHOTOS.unsupported(refused.map((file) => file.name).join(', ')) : accepted.length > taken.length ? PHOTOS.tooMany(max) : null;
    setNotice(problem);
    const added: Item[] = taken.map((file) => ({
      key: `baru-${(nextKey.current += 1)}`,
      kind: 'new',
      file,
      url: objectUrl(file),
      originalSize: file.size,
      shrunk: false,
      shrinking: true,
    }));
    const total = itemsRef.current.length + added.length;
    if (added.length) {
      changed.current = true;
      setItems((previous) => [...previous, ...added]);
      for (const item of added) if (item.kind === 'new') shrink(item.key, item.file);
    }
    setAnnouncement(
      [added.length ? `${added.length} foto ditambahkan. ${total} dari ${max} foto.` : '', problem ?? ''].filter(Boolean).join(' '),
    );
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    if (!scripted) return; // without JavaScript the input itself is posted
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = ''; // the same photo can be picked again later
    addFiles(files);
  };

  /** A full field opens no file dialog: it says why. */
  const onPickerClick = (event: MouseEvent<HTMLInputElement>) => {
    if (!scripted || !full) return;
    event.preventDefault();
    setNotice(PHOTOS.tooMany(max));
    setAnnouncement(PHOTOS.tooMany(max));
  };

  const move = (from: number, to: number, focus?: 'left' | 'right') => {
    const current = itemsRef.current;
    if (from === to || from < 0 || to < 0 || to >= current.length) return;
    const next = [...current];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    changed.current = true;
    setItems(next);
    if (focus) {
      // The same button follows the photo, or the other one when it reached an end.
      const control = to === 0 ? 'right' : to === next.length - 1 ? 'left' : focus;
      focusAfter.current = { key: item.key, control };
    }
    setAnnouncement(`Foto ${from + 1} dipindah ke posisi ${to + 1} dari ${next.length}.${to === 0 ? ' Foto ini sekarang foto utama.' : ''}`);
  };

  const remove = (index: number) => {
    const current = itemsRef.current;
    const item = current[index];
    if (!item) return;
    const next = current.filter((_, position) => position !== index);
    if (item.kind === 'new') freeUrl(item.url);
    changed.current = true;
    setItems(next);
    setNotice(null);
    const neighbour = next[index] ?? next[index - 1];
    focusAfter.current = neighbour ? { key: neighbour.key, control: 'remove' } : { key: '', control: 'add' };
    setAnnouncement(`Foto ${index + 1} dihapus. ${next.length} dari ${max} foto.`);
  };

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  const onDragOverItem = (event: DragEvent<HTMLLIElement>, key: string) => {
    if (!dragging && !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = dragging ? 'move' : 'copy';
    if (over !== key) setOver(key);
  };

  const onDropOnItem = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault();
    event.stopPropagation();
    if (dragging) move(itemsRef.current.findIndex((item) => item.key === dragging), index);
    else addFiles([...event.dataTransfer.files]);
    setDragging(null);
    setOver(null);
  };

  // Photos dropped from the computer anywhere on the field are added at the end.
  const onDragOverField = (event: DragEvent<HTMLDivElement>) => {
    if (!scripted || dragging || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDropOnField = (event: DragEvent<HTMLDivElement>) => {
    if (!scripted || dragging || !hasFiles(event)) return;
    event.preventDefault();
    addFiles([...event.dataTransfer.files]);
  };

  const describedBy = [countId, hintId, meta.errorId].join(' ');
  const moveButton = 'inline-flex size-11 items-center justify-center rounded-lg text-slate-600 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 sm:size-10 dark:text-slate-300 dark:hover:bg-slate-800';

  return (
    // Only catches photos dropped from the computer (the list handles its own drags).
    <div ref={rootRef} role="presentation" className="sm:col-span-2" onDragOver={onDragOverField} onDrop={onDropOnField}>
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3">
        <Label id={labelId} required>
          {label}
        </Label>
        <p id={countId} className="text-sm text-slate-600 dark:text-slate-300">
          {items.length} dari {max} foto
        </p>
      </div>
      <input ref={countRef} type="hidden" name={PHOTOS_FIELD} value={String(items.length)} />
      {/* Present even when empty: "keep none of the stored photos" is then something the form says. */}
      <input type="hidden" name={PHOTOS_KEEP} value="" />

      {scripted ? (
        <>
          {items.map((item, index) => (
            <input
              key={item.key}
              type="hidden"
              name={PHOTOS_KEEP}
              value={item.kind === 'stored' ? item.id : `${NEW_PHOTO_PREFIX}${items.slice(0, index).filter((other) => other.kind === 'new').length}`}
            />
          ))}
          <input ref={carrierRef} type="file" name={PHOTO_FILES} multiple hidden tabIndex={-1} aria-hidden="true" />
          {items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
              <ImageIcon className="size-7" />
              Belum ada foto
            </div>
          ) : (
            <ol aria-labelledby={labelId} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {items.map((item, index) => (
                <li
                  key={item.key}
                  data-photo={item.key}
                  draggable
                  onDragStart={(event) => {
                    setDragging(item.key);
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', `foto ${index + 1}`);
                  }}
                  onDragOver={(event) => onDragOverItem(event, item.key)}
                  onDragLeave={() => over === item.key && setOver(null)}
                  onDrop={(event) => onDropOnItem(event, index)}
                  onDragEnd={() => {
                    setDragging(null);
                    setOver(null);
                  }}
                  className={cn(
                    'flex min-w-0 cursor-grab flex-col overflow-hidden rounded-xl border bg-white shadow-xs active:cursor-grabbing dark:bg-slate-900',
                    over === item.key && dragging !== item.key ? 'border-brand-500 ring-3 ring-brand-500/30' : 'border-slate-200 dark:border-slate-700',
                    dragging === item.key && 'opacity-50',
                  )}
                >
                  <div className="relative aspect-[4/3] bg-slate-100 dark:bg-slate-800">
                    <img
                      src={item.kind === 'stored' ? (item.variant?.url ?? item.url) : item.url}
                      srcSet={item.kind === 'stored' ? item.variant?.srcset || undefined : undefined}
                      sizes="(min-width: 640px) 160px, 50vw"
                      alt={`Foto ${index + 1}`}
                      draggable={false}
                      className="size-full object-cover"
                    />
                    {index === 0 ? (
                      <span className="absolute top-1.5 left-1.5 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white shadow-xs">Foto utama</span>
                    ) : null}
                    <button
                      type="button"
                      data-control="remove"
                      aria-label={`Hapus foto ${index + 1}`}
                      onClick={() => remove(index)}
                      className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-red-700 shadow-sm transition hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-500 sm:size-9 dark:bg-slate-900/95 dark:text-red-300 dark:hover:bg-red-950"
                    >
                      <TrashIcon className="size-4" />
                    </button>
                  </div>
                  <p className="truncate px-2 pt-1.5 text-xs text-slate-600 dark:text-slate-300" title={fullCaption(item)}>
                    {caption(item)}
                  </p>
                  <div className="flex items-center justify-between px-1 pb-1">
                    <button type="button" data-control="left" aria-label={`Geser foto ${index + 1} ke kiri`} disabled={index === 0} onClick={() => move(index, index - 1, 'left')} className={moveButton}>
                      <ArrowLeftIcon className="size-4" />
                    </button>
                    <button
                      type="button"
                      data-control="right"
                      aria-label={`Geser foto ${index + 1} ke kanan`}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, index + 1, 'right')}
                      className={moveButton}
                    >
                      <ArrowRightIcon className="size-4" />
                    </button>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </>
      ) : current.length ? (
        // Without JavaScript: untick a photo to remove it.
        <ul aria-labelledby={labelId} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {current.map((photo, index) => (
            <li key={photo.id} className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
              <img src={photo.variant?.url ?? photo.url} alt={`Foto ${index + 1}`} className="aspect-[4/3] w-full bg-slate-100 object-cover dark:bg-slate-800" />
              <label className="flex min-h-11 cursor-pointer items-center gap-2 px-2 text-sm text-slate-700 dark:text-slate-200">
                <input type="checkbox" name={PHOTOS_KEEP} value={photo.id} defaultChecked className="size-5 accent-brand-700" />
                Pertahankan foto {index + 1}
              </label>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-3 flex flex-wrap items-center gap-3">
        {/* The native control stays focusable but hidden: its button text would follow the browser's language. */}
        <input
          ref={pickerRef}
          id={meta.id}
          type="file"
          name={scripted ? undefined : PHOTO_FILES}
          multiple
          accept={IMAGE_ACCEPT_ATTRIBUTE}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={onPick}
          onClick={onPickerClick}
          className="peer sr-only"
        />
        <label
          htmlFor={meta.id}
          className={cn(
            buttonClass.outline,
            'min-h-11 cursor-pointer py-2 peer-focus-visible:ring-3 peer-focus-visible:ring-brand-500/40 peer-aria-invalid:border-red-500',
            scripted && full && 'cursor-not-allowed opacity-60',
          )}
        >
          <PlusIcon className="size-4" />
          Tambah foto
        </label>
        {shrinking ? <p className="text-sm text-slate-600 dark:text-slate-300">Memperkecil foto…</p> : null}
      </div>
      {notice ? <p className="mt-1.5 text-sm text-red-600 dark:text-red-400">{notice}</p> : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div id={hintId}>
        <Hint>
          JPG, PNG, WebP, GIF atau AVIF, maksimal {limitMb} MB per foto, 1 sampai {max} foto. Foto pertama menjadi foto utama.
          {scripted
            ? ' Pilih beberapa foto sekaligus; foto besar diperkecil otomatis. Seret foto atau pakai tombol panah untuk mengubah urutan.'
            : current.length
              ? ' Hilangkan centang untuk membuang foto; foto baru ditambahkan di akhir.'
              : ''}
        </Hint>
      </div>
      <FieldError meta={meta} />
    </div>
  );
}
