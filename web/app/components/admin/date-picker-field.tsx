// A single-date picker (react-day-picker) posting 'YYYY-MM-DD'. Days before today in
// Jakarta cannot be picked; an event's stored date stays as it is until changed.
import { useInputControl, type FieldMetadata } from '@conform-to/react';
import { formatDateWithDay, isDay, todayInJakarta } from '@desa/contract';
import { useId } from 'react';
import { DayPicker } from 'react-day-picker';
import { id as indonesian } from 'react-day-picker/locale';
import { cn } from '~/lib/cn';
import { FieldError, Label, controlClass, type Meta } from './fields';
import { CalendarIcon } from '~/components/icons';
import { useDropdown } from './use-dropdown';

/** 'YYYY-MM-DD' ↔ a local Date at noon, so no time zone shifts the day (the day pickers' values). */
export function toDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 12);
}

export function toDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function DatePickerField({ meta, label, required }: { meta: Meta; label: string; required?: boolean }) {
  const { open, setOpen, rootRef, onKeyDown } = useDropdown(meta.id);
  const control = useInputControl(meta as FieldMetadata<string>);
  const panelId = useId();
  const value = isDay(control.value) ? control.value : null;
  const today = toDate(todayInJakarta());
  const invalid = Boolean(meta.errors?.length);

  return (
    <div
      ref={rootRef}
      // Only catches the keys bubbling up from the button and the panel (Escape, arrows).
      role="presentation"
      className="sm:col-span-1"
      onKeyDown={onKeyDown}
    >
      <Label htmlFor={meta.id} required={required}>
        {label}
      </Label>
      {/* Controlled: React re-applies a hidden input's defaultValue on every render. */}
      <input type="hidden" name={meta.name} value={typeof control.value === 'string' ? control.value : ''} />
      <button
        type="button"
        id={meta.id}
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={invalid ? meta.errorId : undefined}
        onClick={() => setOpen(!open)}
        className={cn(controlClass, 'flex h-11 items-center justify-between gap-2 text-left')}
      >
        <span className={value ? undefined : 'text-slate-500 dark:text-slate-400'}>{value ? formatDateWithDay(value) : 'Pilih tanggal'}</span>
        <CalendarIcon className="size-5 shrink-0 text-slate-400" />
      </button>
      {open ? (
        <div id={panelId} className="date-picker mt-2 inline-block rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <DayPicker
            mode="single"
            locale={indonesian}
            weekStartsOn={1}
            selected={value ? toDate(value) : undefined}
            defaultMonth={value ? toDate(value) : today}
            disabled={{ before: today }}
            onSelect={(date) => {
              if (!date) return;
              control.change(toDay(date));
              setOpen(false);
              document.getElementById(meta.id)?.focus();
            }}
          />
        </div>
      ) : null}
      <FieldError meta={meta} />
    </div>
  );
}
