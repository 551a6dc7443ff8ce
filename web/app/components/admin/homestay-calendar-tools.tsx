// Under a homestay's month in Admin › Pemesanan (`?kalender=`, issue 55): "Tutup tanggal" (close
// nights for every room, with a note) and the closed stretches to open again; the secret
// calendar address that Airbnb, Booking.com and Traveloka read, to copy or to replace; and the
// platforms' own calendars this site reads (PlatformCalendars).
import { getFormProps } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { BLOCK_NOTE_MAX, blockSchema, formatDate, todayInJakarta, type ExternalCalendar, type HomestayBlock } from '@desa/contract';
import { CopyButton, SubmitButton, buttonClass } from './buttons';
import { DatePickerField } from './date-picker-field';
import { FormError, useSchemaForm } from './entity-form';
import { Hint, TextField, controlClass, type Meta } from './fields';
import { SubmissionToken, usePendingIntent } from './form-sending';
import { Card } from './page-parts';
import { BLOCK_FORM_KEY, CALENDAR_INTENTS } from '~/lib/calendar-intents';
import { PlatformCalendars } from './platform-calendars';
import { cn } from '~/lib/cn';

type Props = { id: string; blocks: HomestayBlock[]; platforms: ExternalCalendar[]; syncMinutes: number; feedUrl: string };

export function HomestayCalendarTools({ id, blocks, platforms, syncMinutes, feedUrl }: Props) {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <Card className="p-5">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Tutup tanggal</h2>
        <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
          Untuk renovasi atau dipakai keluarga: semua kamar ditutup pada malam-malam itu, di situs ini dan di kalender yang dibaca Airbnb atau Booking.com.
        </p>
        <BlockForm id={id} />
        <BlockList id={id} blocks={blocks} />
      </Card>
      <FeedCard id={id} url={feedUrl} />
      <PlatformCalendars id={id} calendars={platforms} syncMinutes={syncMinutes} />
    </div>
  );
}

function BlockForm({ id }: { id: string }) {
  const [form, fields] = useSchemaForm(blockSchema(todayInJakarta()), BLOCK_FORM_KEY);
  const pending = usePendingIntent() === CALENDAR_INTENTS.block;
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={CALENDAR_INTENTS.block} />
      <input type="hidden" name="homestay" value={id} />
      <SubmissionToken />
      <FormError id={form.errorId} errors={form.errors} />
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        <DatePickerField meta={fields.from as Meta} label="Malam pertama" required />
        <DatePickerField meta={fields.to as Meta} label="Malam terakhir" required />
        <TextField meta={fields.note as Meta} label="Catatan (tidak tampil untuk tamu)" maxLength={BLOCK_NOTE_MAX} className="sm:col-span-2" />
      </fieldset>
      <SubmitButton pending={pending} className="w-full sm:w-fit sm:self-end">
        Tutup tanggal
      </SubmitButton>
    </Form>
  );
}

/** '2026-12-12' and '2026-12-14' → '12 Desember 2026 – 14 Desember 2026', or one day once. */
const nights = (block: HomestayBlock) => (block.from === block.to ? formatDate(block.from) : `${formatDate(block.from)} – ${formatDate(block.to)}`);

function BlockList({ id, blocks }: { id: string; blocks: HomestayBlock[] }) {
  const pending = usePendingIntent();
  if (!blocks.length) return <p className="mt-5 text-sm text-slate-500 dark:text-slate-400">Belum ada tanggal yang ditutup.</p>;
  return (
    <ul className="mt-5 divide-y divide-slate-200 border-t border-slate-200 dark:divide-slate-800 dark:border-slate-800" aria-label="Tanggal yang ditutup">
      {blocks.map((block) => (
        <li key={block.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-medium text-slate-900 dark:text-white">{nights(block)}</p>
            <p className="text-sm break-words text-slate-600 dark:text-slate-400">
              {block.note ? `${block.note} · ` : ''}oleh {block.by || 'Admin'}
            </p>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value={CALENDAR_INTENTS.unblock} />
            <input type="hidden" name="homestay" value={id} />
            <input type="hidden" name="block" value={block.id} />
            <SubmitButton variant="outline" pending={pending === CALENDAR_INTENTS.unblock} aria-label={`Buka kembali ${nights(block)}`}>
              Buka kembali
            </SubmitButton>
          </Form>
        </li>
      ))}
    </ul>
  );
}

function FeedCard({ id, url }: { id: string; url: string }) {
  const pending = usePendingIntent() === CALENDAR_INTENTS.rotateFeed;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Sinkron dengan Airbnb dan Booking.com</h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
        Tempel alamat ini di kalender platform (Airbnb: Kalender › Ketersediaan › Hubungkan kalender lain; Booking.com: Tarif &amp; Ketersediaan › Sinkronisasi kalender). Platform
        membacanya beberapa kali sejam dan menutup malam yang sudah penuh di sini. Isinya hanya &quot;Terpesan&quot;, tanpa nama atau nomor tamu.
      </p>
      <label htmlFor="ical-export-url" className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
        Alamat kalender (rahasia)
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input id="ical-export-url" readOnly value={url} className={cn(controlClass, 'h-11 font-mono text-xs')} onFocus={(event) => event.currentTarget.select()} />
        <CopyButton text={url} label="Salin alamat" className="shrink-0" />
      </div>
      <Hint>Siapa pun yang memegang alamat ini dapat melihat malam yang terpesan. Bagikan hanya ke platform.</Hint>
      <details className="mt-4 text-sm">
        <summary className={cn(buttonClass.outline, 'w-fit cursor-pointer list-none')}>Ganti alamat…</summary>
        <Form method="post" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-500/40 dark:bg-amber-500/10">
          <input type="hidden" name="intent" value={CALENDAR_INTENTS.rotateFeed} />
          <input type="hidden" name="homestay" value={id} />
          <p className="mb-3 text-amber-900 dark:text-amber-100">Alamat lama langsung tidak berlaku. Tempel alamat baru di setiap platform, atau malam yang penuh di sini tidak lagi tertutup di sana.</p>
          <SubmitButton variant="danger" pending={pending}>
            Ya, ganti alamat
          </SubmitButton>
        </Form>
      </details>
    </Card>
  );
}
