import { useState, type ButtonHTMLAttributes } from 'react';
import { cn } from '~/lib/cn';
import { CheckIcon, CopyIcon, Spinner } from '~/components/icons';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-medium transition max-sm:min-h-11 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonClass = {
  primary: `${base} bg-brand-700 text-white shadow-xs hover:bg-brand-800 focus-visible:outline-brand-600`,
  outline:
    `${base} border border-slate-300 bg-white text-slate-700 shadow-xs hover:bg-slate-50 focus-visible:outline-slate-400 ` +
    'dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700',
  danger: `${base} bg-red-600 text-white shadow-xs hover:bg-red-700 focus-visible:outline-red-500`,
  /** A removal that asks first (the confirmation's button is `danger`). */
  dangerOutline:
    `${base} border border-red-200 bg-white text-red-700 shadow-xs hover:bg-red-50 focus-visible:outline-red-500 ` +
    'dark:border-red-900 dark:bg-slate-800 dark:text-red-300 dark:hover:bg-red-950',
};

type Variant = keyof typeof buttonClass;

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={cn(buttonClass[variant], className)} {...props} />;
}

/** A submit button that turns into a spinner and 'Loading...' while its form is sent. */
export function SubmitButton({
  pending,
  children,
  variant = 'primary',
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending: boolean; variant?: Variant }) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending} className={cn(buttonClass[variant], className)} {...props}>
      {pending ? (
        <>
          <Spinner />
          Loading...
        </>
      ) : (
        children
      )}
    </button>
  );
}

/**
 * "Salin": `text` to the clipboard, then "Tersalin" for a moment. Without a clipboard (an old
 * browser, a page not served over HTTPS) nothing happens: the text beside it stays selectable.
 */
export function CopyButton({ text, label = 'Salin', className }: { text: string; label?: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button variant="outline" onClick={copy} aria-live="polite" className={className}>
      {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
      {copied ? 'Tersalin' : label}
    </Button>
  );
}
