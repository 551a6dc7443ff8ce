// Draf, Terjadwal, Terbit in the back office (issue 22): the list's state tabs, a card's badge
// and its one-click state button, and the form's three ways to save (publish, draft, schedule
// at a time in WIB).
import { useInputControl, type FieldMetadata } from '@conform-to/react';
import { Form, Link, useLocation } from '@remix-run/react';
import { useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { id as indonesian } from 'react-day-picker/locale';
import { PUBLISH_STATE_LABELS, addDays, formatDateWithDay, formatPublishAt, todayInJakarta, type PublishState } from '@desa/contract';
import { cn } from '~/lib/cn';
import { PAGE_PARAM, MODAL_PARAMS } from '~/lib/modal-url';
import { PUBLISH_INTENT, STATE_PARAM, STATE_TABS, UNPUBLISH_INTENT, stateFilterOf, type StateCounts, type WithState } from '~/lib/publishing';
import { Button, SubmitButton } from './buttons';
import { toDate, toDay } from './date-picker-field';
import { FieldError, Label, controlClass, type Meta } from './fields';
import { usePendingIntent } from './form-sending';

/** Semua · Terbit · Draf · Terjadwal, each with its count; a tab starts at the first page. */
export function PublishStateTabs({ counts }: { counts?: StateCounts }) {
  const { search } = useLocation();
  if (!counts) return null;
  const active = stateFilterOf(new URLSearchParams(search));
  const hrefOf = (slug: string | null) => {
    const params = new URLSearchParams(search);
    for (const name of [STATE_PARAM, PAGE_PARAM, ...MODAL_PARAMS]) params.delete(name);
    if (slug) params.set(STATE_PARAM, slug);
    const query = params.toString();
    return query ? `?${query}` : '?';
  };
  return (
    <nav aria-label="Status terbit" className="mb-6 flex flex-wrap gap-2">
      {STATE_TABS.map((tab) => (
        <Link
          key={tab.filter}
          to={hrefOf(tab.slug)}
          aria-current={tab.filter === active ? 'page' : undefined}
          className={cn(
            'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium ring-1 transition max-sm:min-h-11',
            tab.filter === active
              ? 'bg-brand-700 text-white ring-brand-700'
              : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800',
          )}
        >
          {tab.label}
          <span className={cn('rounded-full px-2 text-xs', tab.filter === active ? 'bg-white text-brand-800' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200')}>
            {counts[tab.filter]}
          </span>
        </Link>
      ))}
    </nav>
  );
}

const BADGE_CLASS: Record<PublishState, string> = {
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-900',
  draft: 'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950/60 dark:text-sky-200 dark:ring-sky-900',
};

/** A record's state on its card; a scheduled one says when it goes live. */
export function PublishBadge({ record }: { record: WithState }) {
  const label = PUBLISH_STATE_LABELS[record.status];
  return (
    <span className={cn('inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1', BADGE_CLASS[record.status])}>
      {record.status === 'scheduled' && record.publish_at ? `${label} · ${formatPublishAt(record.publish_at)}` : label}
    </span>
  );
}

const TOGGLE: Record<PublishState, { intent: string; label: string }> = {
  published: { intent: UNPUBLISH_INTENT, label: 'Turunkan' },
  draft: { intent: PUBLISH_INTENT, label: 'Terbitkan' },
  scheduled: { intent: UNPUBLISH_INTENT, label: 'Batalkan jadwal' },
};

/** Take a public record down, publish a draft now, or cancel a schedule, from the card. */
export function PublishToggle({ id, name, state }: { id: string; name: string; state: PublishState }) {
  const { intent, label } = TOGGLE[state];
  const pending = usePendingIntent() === `${intent}:${id}`;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <SubmitButton pending={pending} variant="outline" aria-label={`${label}: ${name}`} className="px-3 py-1.5 text-xs max-sm:min-h-11">
        {label}
      </SubmitButton>
    </Form>
  );
}

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
const MINUTES = Array.from({ length: 12 }, (_, step) => String(step * 5).padStart(2, '0'));

/** The schedule's day (a calendar from today in WIB) and time (5-minute steps), posted as `publish_at`: 'YYYY-MM-DDTHH:mm'. */
export function ScheduleField({ meta }: { meta: Meta }) {
  const control = useInputControl(meta as FieldMetadata<string>);
  const value = typeof control.value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(control.value) ? control.value : `${addDays(todayInJakarta(), 1)}T08:00`;
  const [day, time] = value.split('T');
  const [hour, minute] = time.split(':');
  const set = (next: { day?: string; hour?: string; minute?: string }) => control.change(`${next.day ?? day}T${next.hour ?? hour}:${next.minute ?? minute}`);
  const baseId = useId();
  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:col-span-2 dark:border-slate-700" aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-200">Jadwal terbit (WIB)</legend>
      <input type="hidden" name={meta.name} value={value} />
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        Terbit pada {formatDateWithDay(day)}, pukul {hour}.{minute} WIB
      </p>
      <div className="date-picker w-fit rounded-xl border border-slate-200 bg-white p-2 dark:border-slate-700 dark:bg-slate-900">
        <DayPicker
          mode="single"
          locale={indonesian}
          weekStartsOn={1}
          selected={toDate(day)}
          defaultMonth={toDate(day)}
          disabled={{ before: toDate(todayInJakarta()) }}
          onSelect={(date) => date && set({ day: toDay(date) })}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {(
          [
            ['jam', 'Jam', HOURS, hour, (value: string) => set({ hour: value })],
            ['menit', 'Menit', MINUTES, minute, (value: string) => set({ minute: value })],
          ] as const
        ).map(([key, label, options, value, change]) => (
          <div key={key}>
            <Label htmlFor={`${baseId}-${key}`}>{label}</Label>
            <select id={`${baseId}-${key}`} value={value} onChange={(event) => change(event.target.value)} className={cn(controlClass, 'h-11 w-24')}>
              {options.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  );
}

export type PublishingState = { state?: PublishState; publishAt?: string | null };

/** Whether the form shows the schedule: a scheduled record opens with it, and so does a refused time. */
export function useScheduling(record: PublishingState, publishAtErrors?: string[]) {
  return useState(record.state === 'scheduled' || Boolean(publishAtErrors?.length));
}

/**
 * The form's ways to save: publish (or, for a public record, save the change), keep it a draft,
 * or schedule it ("Jadwalkan…" shows the day and time, tomorrow 08.00 unless the form's
 * `publish_at` holds one; then "Jadwalkan" saves).
 */
export function PublishingButtons({
  record,
  scheduling,
  setScheduling,
  pending,
  onCancel,
}: {
  record: PublishingState;
  scheduling: boolean;
  setScheduling: (on: boolean) => void;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    // Phones: two per row (the modal's footer would otherwise take a third of the screen).
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end sm:gap-3 *:px-3">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Batal
      </Button>
      {scheduling ? (
        <>
          <Button variant="outline" onClick={() => setScheduling(false)} disabled={pending}>
            Tanpa jadwal
          </Button>
          <SubmitButton pending={pending} name="status" value="scheduled">
            Jadwalkan
          </SubmitButton>
        </>
      ) : (
        <>
          <Button variant="outline" onClick={() => setScheduling(true)} disabled={pending}>
            Jadwalkan…
          </Button>
          <SubmitButton pending={pending} variant="outline" name="status" value="draft">
            Simpan sebagai draf
          </SubmitButton>
          <SubmitButton pending={pending} name="status" value="published">
            {record.state === 'published' ? 'Simpan Perubahan' : 'Terbitkan'}
          </SubmitButton>
        </>
      )}
    </div>
  );
}
