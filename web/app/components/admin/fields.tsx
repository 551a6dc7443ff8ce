// Labelled form fields bound to conform: label (with the required asterisk), control,
// and the field's first error underneath.
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import type { FormEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { groupRupiah, parseRupiah } from '@desa/contract';
import { cn } from '~/lib/cn';

/** Any field of any form: the components read only its name, id, value and errors. */
export type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

export const controlClass =
  'w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm text-slate-800 shadow-xs ' +
  'placeholder:text-slate-400 focus:border-brand-500 focus:outline-hidden focus:ring-3 focus:ring-brand-500/20 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ' +
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20 ' +
  'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800';

export function Label({ htmlFor, id, required, children }: { htmlFor?: string; id?: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} id={id} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
      {children}
      {required ? (
        <span className="ml-0.5 text-red-500" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldError({ meta }: { meta: Meta }) {
  const error = meta.errors?.[0];
  return (
    <p id={meta.errorId} className="mt-1.5 min-h-0 text-sm text-red-600 empty:hidden dark:text-red-400" aria-live="polite">
      {error}
    </p>
  );
}

export function Hint({ children }: { children: ReactNode }) {
  return <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{children}</p>;
}

type FieldFrame = { meta: Meta; label: string; required?: boolean; hint?: ReactNode };

type TextFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form' | 'defaultValue' | 'type'> & {
    type?: 'text' | 'email' | 'number' | 'time' | 'url' | 'tel' | 'password' | 'search';
  };

export function TextField({ meta, label, required, hint, type = 'text', className, ...rest }: TextFieldProps) {
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <div className={className}>
      <Label htmlFor={meta.id} required={required}>
        {label}
      </Label>
      <input key={key} {...props} {...rest} className={cn(controlClass, 'h-11')} />
      {hint ? <div id={`${meta.id}-hint`}>{hint}</div> : null}
      <FieldError meta={meta} />
    </div>
  );
}

/**
 * Regroups a rupiah input's digits into thousands as they are typed (groupRupiah), keeping the
 * caret after the same digit. A pasted or dropped value that is not an amount stays as it came,
 * so that it meets its message instead of being read as another number.
 */
export function regroupRupiah(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
  if (/^insertFrom(Paste|Drop)/.test(inputType) && typeof parseRupiah(input.value) !== 'number') return;
  const shown = groupRupiah(input.value);
  if (shown === input.value) return;
  const digitsBefore = input.value.slice(0, input.selectionStart ?? input.value.length).replace(/\D/g, '').length;
  input.value = shown;
  let caret = 0;
  for (let seen = 0; caret < shown.length && seen < digitsBefore; caret += 1) if (/\d/.test(shown[caret])) seen += 1;
  input.setSelectionRange(caret, caret);
}

/** The attributes of every rupiah input: a text field of digits (the phone's number pad), grouped as typed. */
export const rupiahInputProps = { type: 'text', inputMode: 'numeric', autoComplete: 'off', onInput: regroupRupiah } as const;

type RupiahFieldProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form' | 'defaultValue' | 'type' | 'min' | 'step'>;

/** A rupiah amount: "Rp" before it, its stored value shown grouped ('650.000'), regrouped as typed. */
export function RupiahField({ meta, label, required, hint, className, ...rest }: RupiahFieldProps) {
  const { key, defaultValue, ...props } = getInputProps(meta, { type: 'text', ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <div className={className}>
      <Label htmlFor={meta.id} required={required}>
        {label}
      </Label>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-4 text-sm text-slate-500 dark:text-slate-400" aria-hidden="true">
          Rp
        </span>
        <input key={key} {...props} {...rest} {...rupiahInputProps} defaultValue={typeof defaultValue === 'string' ? groupRupiah(defaultValue) : defaultValue} className={cn(controlClass, 'h-11 pl-11 tabular-nums')} />
      </div>
      {hint ? <div id={`${meta.id}-hint`}>{hint}</div> : null}
      <FieldError meta={meta} />
    </div>
  );
}

type TextAreaFieldProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form' | 'defaultValue'>;

export function TextAreaField({ meta, label, required, hint, className, rows = 4, ...rest }: TextAreaFieldProps) {
  const { key, ...props } = getTextareaProps(meta);
  return (
    <div className={className}>
      <Label htmlFor={meta.id} required={required}>
        {label}
      </Label>
      <textarea key={key} {...props} {...rest} rows={rows} className={cn(controlClass, 'resize-y')} />
      {hint}
      <FieldError meta={meta} />
    </div>
  );
}

type SelectFieldProps = FieldFrame & { options: readonly string[]; placeholder: string; className?: string };

export function SelectField({ meta, label, required, options, placeholder, className }: SelectFieldProps) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <div className={className}>
      <Label htmlFor={meta.id} required={required}>
        {label}
      </Label>
      <select key={key} {...props} className={cn(controlClass, 'h-11')}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  );
}

/** A place's Google Maps link (optional): a share link or the embed code, which the contract reads either way. */
export function MapsLinkField({ meta }: { meta: Meta }) {
  return (
    <TextField
      meta={meta}
      label="Link Google Maps"
      type="text"
      inputMode="url"
      className="sm:col-span-2"
      hint={<Hint>Opsional. Tempel link atau kode sematan (embed) dari Google Maps.</Hint>}
    />
  );
}
