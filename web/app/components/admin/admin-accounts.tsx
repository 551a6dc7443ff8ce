// Tim Admin's admins (issue 23): each account's row (who, since when, whether it signs in, and
// 'Nonaktifkan' / 'Aktifkan'), whose contact the public footer shows, the form that invites one,
// and the one-time view of a new account's temporary password (an admin's or a partner's).
import { Form, Link } from '@remix-run/react';
import { formatPublishAt, newAdminSchema, type AdminAccount } from '@desa/contract';
import { useEffect, useId, useRef } from 'react';
import { cn } from '~/lib/cn';
import { InfoIcon, KeyIcon } from '~/components/icons';
import { Button, CopyButton, SubmitButton, buttonClass } from './buttons';
import { EntityFormModal } from './entity-form';
import { TextField } from './fields';
import { ModalLink } from './page-parts';
import { usePendingIntent } from './form-sending';

/** The Tim page's intents for an admin's account (its action sends each to `/admins/{id}/{intent}`). */
export const ADMIN_INTENTS = { deactivate: 'deactivate', activate: 'activate' } as const;
const { activate: ACTIVATE } = ADMIN_INTENTS;

/** An account just invited: the action's answer, held in the page's memory only. */
export type Invited = { message: string; name: string; email: string; password: string };

/** The new admin's temporary password, once, with a copy button and what to do with it. */
export function TemporaryPassword({ invited, onDismiss }: { invited: Invited; onDismiss: () => void }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Where a keyboard or screen reader user is taken once the modal has closed (after the modal
  // has handed focus back to its opener, 100 ms after closing).
  useEffect(() => {
    const timer = setTimeout(() => headingRef.current?.focus({ preventScroll: false }), 200);
    return () => clearTimeout(timer);
  }, [invited]);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6 dark:border-amber-700/60 dark:bg-amber-950/40"
    >
      <div className="flex items-start gap-4">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700 sm:flex dark:bg-amber-900/60 dark:text-amber-300">
          <KeyIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none dark:text-white">
            {invited.message}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            Kata sandi sementara untuk <span className="font-medium break-words">{invited.email}</span>:
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <code
              data-testid="kata-sandi-sementara"
              className="rounded-lg border border-amber-300 bg-white px-4 py-2.5 font-mono text-lg font-semibold tracking-wider break-all text-slate-900 select-all dark:border-amber-700/60 dark:bg-slate-900 dark:text-white"
            >
              {invited.password}
            </code>
            <CopyButton text={invited.password} />
          </div>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            <li>Sampaikan kata sandi ini kepada {invited.name} secara pribadi (langsung atau lewat pesan pribadi), jangan di grup.</li>
            <li>Saat pertama kali masuk, {invited.name} wajib memilih kata sandinya sendiri.</li>
            <li>Kata sandi ini hanya ditampilkan sekali: setelah halaman ini ditutup atau dimuat ulang, kata sandi tidak dapat dilihat lagi.</li>
          </ul>
          <Button variant="outline" onClick={onDismiss} className="mt-4">
            Sudah saya catat, tutup
          </Button>
        </div>
      </div>
    </section>
  );
}

/** Whose WhatsApp and Instagram the public footer shows, and where they are changed. */
export function ContactNote({ contact, isSelf }: { contact: AdminAccount; isSelf: boolean }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100">
      <InfoIcon className="mt-0.5 size-5 shrink-0 text-sky-700 dark:text-sky-300" />
      <p>
        Kontak WhatsApp dan Instagram di footer situs publik diambil dari admin aktif pertama di daftar ini:{' '}
        <span className="font-semibold">{contact.name}</span>
        {isSelf ? ' (Anda)' : ''}.{' '}
        {isSelf ? (
          <>
            Ubah keduanya di halaman{' '}
            <Link to="/admin/profile" className="font-medium underline underline-offset-2 hover:no-underline">
              Profile
            </Link>
            .
          </>
        ) : (
          <>{contact.name} dapat mengubah keduanya di halaman Profile miliknya.</>
        )}
      </p>
    </div>
  );
}

const BADGE = 'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1';

export function AdminRow({ admin, isSelf }: { admin: AdminAccount; isSelf: boolean }) {
  const pending = usePendingIntent() === `${ACTIVATE}:${admin.id}`;
  return (
    <li className="flex flex-col gap-4 px-5 py-4 lg:flex-row lg:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold uppercase',
            admin.active ? 'bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100' : 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
          )}
        >
          {initials(admin.name)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium break-words text-slate-900 dark:text-white">{admin.name}</p>
            {isSelf ? <span className={cn(BADGE, 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950/60 dark:text-sky-200 dark:ring-sky-800')}>Anda</span> : null}
            {admin.active ? (
              <span className={cn(BADGE, 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-900')}>Aktif</span>
            ) : (
              <span className={cn(BADGE, 'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600')}>Nonaktif</span>
            )}
            {admin.must_change_password ? (
              <span className={cn(BADGE, 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-900')}>
                Menunggu ganti kata sandi
              </span>
            ) : null}
          </div>
          <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <Detail label="Email" value={admin.email} />
            <Detail label="WhatsApp" value={admin.phone || '-'} />
            <Detail label="Terakhir masuk" value={admin.last_sign_in_at ? formatPublishAt(admin.last_sign_in_at) : 'Belum pernah'} />
          </dl>
        </div>
      </div>
      {/* The same width on every row, so the details line up in columns. */}
      <div className="flex shrink-0 justify-end gap-2 max-lg:empty:hidden lg:w-36">
        {admin.active && !isSelf ? (
          <ModalLink
            param="nonaktifkan"
            id={admin.id}
            aria-label={`Nonaktifkan ${admin.name}`}
            className={buttonClass.dangerOutline}
          >
            Nonaktifkan
          </ModalLink>
        ) : null}
        {!admin.active ? (
          <Form method="post">
            <input type="hidden" name="intent" value={ACTIVATE} />
            <input type="hidden" name="id" value={admin.id} />
            <SubmitButton variant="outline" pending={pending} aria-label={`Aktifkan ${admin.name}`}>
              Aktifkan
            </SubmitButton>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="break-words text-slate-700 dark:text-slate-200">{value}</dd>
    </div>
  );
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[words.length - 1][0] : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

export function NewAdminForm({ onClose }: { onClose: () => void }) {
  return (
    <EntityFormModal title="Tambah Admin" schema={newAdminSchema} onClose={onClose}>
      {(fields) => (
        <>
          <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">
            Admin baru mendapat kata sandi sementara yang ditampilkan sekali setelah disimpan. Saat pertama kali masuk, ia wajib memilih kata sandinya sendiri.
          </p>
          <TextField meta={fields.name} label="Nama Lengkap" required autoComplete="off" className="sm:col-span-2" data-autofocus />
          <TextField meta={fields.email} label="Email" type="email" required autoComplete="off" autoCapitalize="none" inputMode="email" />
          <TextField meta={fields.phone} label="WhatsApp" type="tel" inputMode="tel" required autoComplete="off" />
        </>
      )}
    </EntityFormModal>
  );
}
