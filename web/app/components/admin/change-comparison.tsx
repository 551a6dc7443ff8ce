// A partner's change, field by field (issue 41): the public version beside the partner's. Text
// is compared word by word (removed words struck through on the left, added ones marked on the
// right), prices as both amounts, photos as thumbnails marked new, removed or moved; each
// language under its own heading (issue 51: the English side is reviewed too). A long rich text
// shows its changed paragraphs (list items each on their own line) with one unchanged paragraph
// around them, the rest behind "Tampilkan semua" (issue 52: a phone scrolled past it twice).
import { diffArrays, diffWords } from 'diff';
import { useState } from 'react';
import { fieldLabel, formatRupiah, type FieldChange } from '@desa/contract';
import { textBlocks } from '@desa/contract/sanitize';
import { cn } from '~/lib/cn';
import { smallImageUrl } from '~/lib/images';

const MONEY_FIELDS = new Set(['price']);
const RICH_TEXT_FIELDS = new Set(['description']);

const labelOf = (field: string) => (field === 'reply' ? 'Balasan' : fieldLabel(field));

const LANGUAGE_HEADINGS: Record<FieldChange['locale'], string> = { id: 'Bahasa Indonesia', en: 'Bahasa Inggris (situs /en)' };

/** The changes per language: the Indonesian record first, then its English text (headed only when there is English). */
export function ChangeComparison({ changes, isNew }: { changes: FieldChange[]; isNew: boolean }) {
  const languages = (['id', 'en'] as const).map((locale) => ({ locale, changes: changes.filter((change) => change.locale === locale) })).filter((group) => group.changes.length);
  const headed = languages.some((group) => group.locale !== 'id');
  return (
    <div className="flex flex-col gap-2">
      {languages.map((group) => (
        <section key={group.locale} aria-label={headed ? LANGUAGE_HEADINGS[group.locale] : undefined}>
          {headed && <h3 className="pt-2 text-xs font-semibold tracking-wide text-emerald-800 uppercase dark:text-emerald-300">{LANGUAGE_HEADINGS[group.locale]}</h3>}
          <dl className="divide-y divide-slate-100 dark:divide-slate-800">
            {group.changes.map((change) => (
              <div key={change.field} className="grid gap-2 py-3 sm:grid-cols-[10rem_1fr_1fr] sm:gap-4">
                <dt className="text-sm font-semibold text-slate-900 dark:text-white">{labelOf(change.field)}</dt>
                {change.field === 'photos' ? (
                  <Photos before={(change.before as string[] | null) ?? []} after={(change.after as string[] | null) ?? []} isNew={isNew} />
                ) : RICH_TEXT_FIELDS.has(change.field) ? (
                  <RichTextChange change={change} isNew={isNew} />
                ) : (
                  <Values change={change} isNew={isNew} />
                )}
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

function Side({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <dd className={cn('min-w-0 text-sm', className)}>
      <span className="mb-1 block text-xs font-medium text-slate-500 uppercase dark:text-slate-400">{label}</span>
      {children}
    </dd>
  );
}

function textOf(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (MONEY_FIELDS.has(field)) return formatRupiah(Number(value));
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  return String(value);
}

function Values({ change, isNew }: { change: FieldChange; isNew: boolean }) {
  const before = textOf(change.field, change.before);
  const after = textOf(change.field, change.after);
  const parts = MONEY_FIELDS.has(change.field) ? [] : diffWords(before, after);
  const whole = MONEY_FIELDS.has(change.field) || parts.length === 0;
  return (
    <>
      <Side label={isNew ? 'Sekarang' : 'Sekarang tampil'}>
        <p lang={change.locale} className="whitespace-pre-line text-slate-700 dark:text-slate-300">
          {before === '' ? <span className="text-slate-500 italic dark:text-slate-400">(kosong)</span> : whole ? before : parts.map((part, index) => (part.added ? null : <Word key={index} removed={part.removed} value={part.value} />))}
        </p>
      </Side>
      <Side label="Usulan mitra">
        <p lang={change.locale} className="whitespace-pre-line text-slate-900 dark:text-white">
          {after === '' ? <span className="text-slate-500 italic dark:text-slate-400">(kosong)</span> : whole ? after : parts.map((part, index) => (part.removed ? null : <Word key={index} added={part.added} value={part.value} />))}
        </p>
      </Side>
    </>
  );
}

/** A run of a rich text's blocks: unchanged, or the ones the partner changed (removed on the left, added on the right). */
type Run = { same: string[] } | { before: string[]; after: string[] };

/** One unchanged block is kept on each side of a change; longer unchanged runs fold. */
const CONTEXT = 1;

function runsOf(before: string[], after: string[]): Run[] {
  const runs: Run[] = [];
  for (const part of diffArrays(before, after)) {
    const last = runs.at(-1);
    if (!part.added && !part.removed) runs.push({ same: part.value });
    else if (last && 'before' in last) (part.added ? last.after : last.before).push(...part.value);
    else runs.push(part.added ? { before: [], after: [...part.value] } : { before: [...part.value], after: [] });
  }
  return runs;
}

/** What a side shows of an unchanged run: all of it, or its blocks next to a change with how many folded between. */
function shownOf(same: string[], index: number, count: number, all: boolean): Array<string | number> {
  const head = index === 0 ? 0 : CONTEXT;
  const tail = index === count - 1 ? 0 : CONTEXT;
  if (all || same.length <= head + tail + 1) return same;
  return [...same.slice(0, head), same.length - head - tail, ...same.slice(same.length - tail)];
}

function RichTextChange({ change, isNew }: { change: FieldChange; isNew: boolean }) {
  const [all, setAll] = useState(false);
  const runs = runsOf(textBlocks(String(change.before ?? '')), textBlocks(String(change.after ?? '')));
  const folds = runs.some((run, index) => 'same' in run && shownOf(run.same, index, runs.length, false).some((entry) => typeof entry === 'number'));
  const side = (which: 'before' | 'after') =>
    runs.flatMap((run, index) =>
      'same' in run
        ? shownOf(run.same, index, runs.length, all).map((entry, at) =>
            typeof entry === 'number' ? (
              <p key={`${index}-${at}`} className="text-xs text-slate-500 italic dark:text-slate-400">
                … {entry} paragraf tidak berubah
              </p>
            ) : (
              <p key={`${index}-${at}`} className="text-slate-500 dark:text-slate-400">
                {entry}
              </p>
            ),
          )
        : run[which].map((block, at) => {
            const other = run[which === 'before' ? 'after' : 'before'][at];
            const parts: Array<{ value: string; added?: boolean; removed?: boolean }> =
              other === undefined ? [{ value: block, added: which === 'after', removed: which === 'before' }] : which === 'before' ? diffWords(block, other) : diffWords(other, block);
            return (
              <p key={`${index}-${at}`}>
                {parts.map((part, word) => ((which === 'before' ? part.added : part.removed) ? null : <Word key={word} removed={which === 'before' && Boolean(part.removed)} added={which === 'after' && Boolean(part.added)} value={part.value} />))}
              </p>
            );
          }),
    );
  const empty = <span className="text-slate-500 italic dark:text-slate-400">(kosong)</span>;
  return (
    <>
      <Side label={isNew ? 'Sekarang' : 'Sekarang tampil'}>
        <div lang={change.locale} className="flex flex-col gap-2 text-slate-700 dark:text-slate-300">
          {change.before ? side('before') : empty}
        </div>
      </Side>
      <Side label="Usulan mitra">
        <div lang={change.locale} className="flex flex-col gap-2 text-slate-900 dark:text-white">
          {change.after ? side('after') : empty}
        </div>
        {folds ? (
          <button type="button" onClick={() => setAll(!all)} aria-expanded={all} className="mt-2 min-h-11 text-sm font-medium text-brand-700 hover:underline dark:text-brand-500">
            {all ? 'Tampilkan perubahan saja' : 'Tampilkan semua'}
          </button>
        ) : null}
      </Side>
    </>
  );
}

function Word({ value, added, removed }: { value: string; added?: boolean; removed?: boolean }) {
  if (removed) return <del className="rounded bg-red-100 px-0.5 text-red-900 dark:bg-red-950 dark:text-red-200">{value}</del>;
  if (added) return <ins className="rounded bg-green-100 px-0.5 text-green-900 no-underline dark:bg-green-950 dark:text-green-200">{value}</ins>;
  return <>{value}</>;
}

/** Thumbnails: on the left the public photos (struck when removed), on the right the partner's (new ones and moved ones marked). */
function Photos({ before, after, isNew }: { before: string[]; after: string[]; isNew: boolean }) {
  return (
    <>
      <Side label={isNew ? 'Sekarang' : 'Sekarang tampil'}>
        <PhotoRow photos={before.map((url, index) => ({ url, mark: after.includes(url) ? null : 'dihapus', index }))} />
      </Side>
      <Side label="Usulan mitra">
        <PhotoRow
          photos={after.map((url, index) => {
            const was = before.indexOf(url);
            return { url, mark: was === -1 ? 'baru' : was !== index ? `pindah dari ${was + 1}` : null, index };
          })}
        />
      </Side>
    </>
  );
}

function PhotoRow({ photos }: { photos: Array<{ url: string; mark: string | null; index: number }> }) {
  if (photos.length === 0) return <span className="text-slate-500 italic dark:text-slate-400">(tidak ada foto)</span>;
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map(({ url, mark, index }) => (
        <li key={url} className="flex w-20 flex-col items-center gap-1">
          <img
            src={smallImageUrl(url)}
            alt={`Foto ${index + 1}${mark ? `, ${mark}` : ''}`}
            width={80}
            height={60}
            loading="lazy"
            className={cn('aspect-[4/3] w-20 rounded-md object-cover', mark === 'dihapus' && 'opacity-50 ring-2 ring-red-500', mark === 'baru' && 'ring-2 ring-green-600', mark?.startsWith('pindah') && 'ring-2 ring-amber-500')}
          />
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {index + 1}
            {mark ? ` · ${mark}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
