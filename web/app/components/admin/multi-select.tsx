// Picks several options (days, facilities, benefits). The field travels comma-joined
// ('Senin,Selasa'), as the API wants it, in one hidden input that conform watches.
import { useInputControl, type FieldMetadata } from '@conform-to/react';
import { joinList, splitList } from '@desa/contract';
import { useId } from 'react';
import { cn } from '~/lib/cn';
import { FieldError, Label, type Meta } from './fields';
import { ChevronDownIcon, CloseIcon } from '~/components/icons';
import { useDropdown } from './use-dropdown';

type MultiSelectProps = {
  meta: Meta;
  label: string;
  options: readonly string[];
  placeholder: string;
  required?: boolean;
  /** Puts the picked values in a fixed order (e.g. the days of the week). */
  order?: (values: string[]) => string[];
};

export function MultiSelect({ meta, label, options, placeholder, required, order = (values) => values }: MultiSelectProps) {
  const { open, setOpen, rootRef, onKeyDown } = useDropdown(meta.id);
  const control = useInputControl(meta as FieldMetadata<string>);
  const selected = splitList(typeof control.value === 'string' ? control.value : '');
  // A stored value whose option was renamed or removed stays visible, so it can be unpicked.
  const choices = [...options, ...selected.filter((value) => !options.includes(value))];
  const panelId = useId();
  const invalid = Boolean(meta.errors?.length);


  const update = (values: string[]) => control.change(joinList(order(values)));
  const toggle = (value: string) =>
    update(selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value]);

  return (
    <div
      ref={rootRef}
      // Only catches the keys bubbling up from the button and the panel (Escape, arrows).
      role="presentation"
      className="sm:col-span-2"
      onKeyDown={onKeyDown}
    >
      <Label htmlFor={meta.id} required={required}>
        {label}
      </Label>
      {/* Controlled: React re-applies a hidden input's defaultValue on every render. */}
      <input type="hidden" name={meta.name} value={typeof control.value === 'string' ? control.value : ''} />
      <div
        className={cn(
          'flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 shadow-xs dark:bg-slate-900',
          invalid ? 'border-red-500' : 'border-slate-300 dark:border-slate-700',
          open && 'border-brand-500 ring-3 ring-brand-500/20',
        )}
      >
        {selected.map((value) => (
          <span
            key={value}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-2.5 text-xs font-medium text-brand-800 dark:bg-brand-900/40 dark:text-brand-100"
          >
            {value}
            <button
              type="button"
              onClick={() => toggle(value)}
              aria-label={`Hapus ${value}`}
              className="flex items-center justify-center rounded-full p-0.5 hover:bg-brand-100 max-sm:-my-3 max-sm:-mr-1 max-sm:size-11 dark:hover:bg-brand-800"
            >
              <CloseIcon className="size-3.5" />
            </button>
          </span>
        ))}
        <button
          type="button"
          id={meta.id}
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={invalid ? meta.errorId : undefined}
          onClick={() => {
            if (open) control.blur();
            setOpen(!open);
          }}
          className="ml-auto flex min-h-8 min-w-0 flex-1 items-center justify-between gap-2 rounded-md px-2 py-1 text-left max-sm:-my-1.5 max-sm:min-h-11 text-sm text-slate-500 focus:outline-hidden dark:text-slate-400"
        >
          <span className="truncate">{selected.length ? `${selected.length} dipilih` : placeholder}</span>
          <ChevronDownIcon className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
        </button>
      </div>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label={label}
          className="mt-2 max-h-[15rem] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {choices.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-500">Tidak ada data</p>
          ) : (
            choices.map((choice) => (
              <label
                key={choice}
                className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm max-sm:min-h-11 hover:bg-slate-50 dark:hover:bg-slate-800"
              >
                <input
                  type="checkbox"
                  checked={selected.includes(choice)}
                  onChange={() => toggle(choice)}
                  className="size-4 accent-brand-600"
                />
                {choice}
              </label>
            ))
          )}
        </div>
      ) : null}
      <FieldError meta={meta} />
    </div>
  );
}
