// The platforms' calendars a homestay's nights are read from (issue 55): each with when it last
// synced or why it failed, "Sinkronkan sekarang" and "Hapus"; and the form that adds one (a name,
// the platform's export address, the rooms each of its stays takes). Up to IMPORT_LIMITS of them.
import { getFormProps } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { IMPORT_LIMITS, externalCalendarSchema, syncStatusText, type ExternalCalendar } from '@desa/contract';
import { SubmitButton, buttonClass } from './buttons';
import { FormError, useSchemaForm } from './entity-form';
import { Hint, TextField, type Meta } from './fields';
import { SubmissionToken, usePendingIntent } from './form-sending';
import { Card } from './page-parts';
import { CALENDAR_INTENTS, PLATFORM_FORM_KEY } from '~/lib/calendar-intents';
import { cn } from '~/lib/cn';

export function PlatformCalendars({ id, calendars, syncMinutes }: { id: string; calendars: ExternalCalendar[]; syncMinutes: number }) {
  return (
    <Card className="p-5 lg:col-span-2">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Kalender dari Airbnb, Booking.com dan Traveloka</h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
        Tempel alamat ekspor kalender platform (Airbnb: Kalender › Ketersediaan › Sinkronisasi kalender › Ekspor kalender; Booking.com: Tarif &amp; Ketersediaan ›
        Sinkronisasi kalender › Ekspor kalender). Malam yang terjual di sana ikut tertutup di sini, dibaca ulang tiap {syncMinutes} menit.
      </p>
      {calendars.length ? <CalendarList id={id} calendars={calendars} /> : <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">Belum ada kalender platform.</p>}
      {calendars.length < IMPORT_LIMITS.calendarsPerHomestay ? (
        // Remounted with each added calendar: the form starts empty again.
        <AddCalendarForm key={calendars.map((calendar) => calendar.id).join('-')} id={id} />
      ) : (
        <Hint>Sudah {IMPORT_LIMITS.calendarsPerHomestay} kalender: hapus satu untuk menambah yang lain.</Hint>
      )}
    </Card>
  );
}

function CalendarList({ id, calendars }: { id: string; calendars: ExternalCalendar[] }) {
  const pending = usePendingIntent();
  return (
    <ul className="mb-5 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800" aria-label="Kalender platform">
      {calendars.map((calendar) => (
        <li key={calendar.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-medium text-slate-900 dark:text-white">
              {calendar.name} <span className="font-normal text-slate-600 dark:text-slate-400">· {calendar.rooms ? `${calendar.rooms} kamar per pesanan` : 'semua kamar'} · {calendar.events} jadwal</span>
            </p>
            <p className={cn('text-sm break-words', calendar.last_error ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400')}>{syncStatusText(calendar)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value={CALENDAR_INTENTS.syncPlatform} />
              <input type="hidden" name="homestay" value={id} />
              <input type="hidden" name="calendar" value={calendar.id} />
              <SubmitButton variant="outline" pending={pending === CALENDAR_INTENTS.syncPlatform} aria-label={`Sinkronkan ${calendar.name} sekarang`}>
                Sinkronkan sekarang
              </SubmitButton>
            </Form>
            <details>
              <summary className={cn(buttonClass.outline, 'cursor-pointer list-none')} aria-label={`Hapus ${calendar.name}`}>
                Hapus…
              </summary>
              <Form method="post" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-500/40 dark:bg-amber-500/10">
                <input type="hidden" name="intent" value={CALENDAR_INTENTS.removePlatform} />
                <input type="hidden" name="homestay" value={id} />
                <input type="hidden" name="calendar" value={calendar.id} />
                <p className="mb-2 text-amber-900 dark:text-amber-100">Malam dari {calendar.name} dibuka lagi di sini.</p>
                <SubmitButton variant="danger" pending={pending === CALENDAR_INTENTS.removePlatform}>
                  Ya, hapus {calendar.name}
                </SubmitButton>
              </Form>
            </details>
          </div>
        </li>
      ))}
    </ul>
  );
}

function AddCalendarForm({ id }: { id: string }) {
  const [form, fields] = useSchemaForm(externalCalendarSchema, PLATFORM_FORM_KEY);
  const pending = usePendingIntent() === CALENDAR_INTENTS.addPlatform;
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={CALENDAR_INTENTS.addPlatform} />
      <input type="hidden" name="homestay" value={id} />
      <SubmissionToken />
      <FormError id={form.errorId} errors={form.errors} />
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-[10rem_1fr_9rem]">
        <TextField meta={fields.name as Meta} label="Nama" placeholder="Airbnb" maxLength={IMPORT_LIMITS.nameMax} required />
        <TextField meta={fields.url as Meta} label="Alamat ekspor kalender (.ics)" type="url" inputMode="url" placeholder="https://www.airbnb.co.id/calendar/ical/…" maxLength={IMPORT_LIMITS.urlMax} required />
        <TextField meta={fields.rooms as Meta} label="Kamar per pesanan" inputMode="numeric" placeholder="Semua" />
      </fieldset>
      <SubmitButton pending={pending} className="w-full sm:w-fit sm:self-end">
        Tambah dan sinkronkan
      </SubmitButton>
    </Form>
  );
}
