// Tim Admin's partners (issue 41): hosts and producers who keep their own listings. Each row says
// what they own; "Ubah listing" changes it, "Nonaktifkan" ends their access. "Undang Mitra" makes
// the account with a one-time password (shown once, like an admin's) and the items they own.
import { CONTENT_TYPES, PARTNER_ITEM_FIELDS, PARTNER_KINDS, newPartnerSchema, partnerItemsSchema, type PartnerAccount, type PartnerItem } from '@desa/contract';
import { EntityFormModal, type FormFields } from './entity-form';
import { FieldError, TextField } from './fields';
import { Card, ModalLink } from './page-parts';
import { Form } from '@remix-run/react';
import { SubmitButton, buttonClass } from './buttons';

/** Every homestay and product, by kind, for the checklists (`PartnerItem` of any owner). */
export type ItemChoices = PartnerItem[];

export const PARTNER_INVITE = 'mitra';
/** The Tim page's intents for a partner's account. */
export const PARTNER_INTENTS = { deactivate: 'deactivate-partner', activate: 'activate-partner' } as const;

export function PartnerList({ partners }: { partners: PartnerAccount[] }) {
  return (
    <Card>
      <h2 className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-slate-900 dark:border-slate-800 dark:text-white">Mitra</h2>
      {partners.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600 dark:text-slate-400">Belum ada mitra. Undang pemilik penginapan atau produsen agar mereka dapat mengubah listingnya sendiri.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Daftar mitra">
          {partners.map((partner) => (
            <li key={partner.id} className="flex flex-col gap-3 px-5 py-4 lg:flex-row lg:items-start">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900 dark:text-white">
                  {partner.name}
                  {partner.active ? null : <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">(nonaktif)</span>}
                  {partner.must_change_password ? <span className="ml-2 text-sm font-normal text-amber-800 dark:text-amber-200">· menunggu ganti kata sandi</span> : null}
                </p>
                <p className="text-sm break-words text-slate-600 dark:text-slate-400">
                  {partner.email} · {partner.phone ?? '-'}
                </p>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {partner.items.length ? partner.items.map((item) => item.title).join(', ') : 'Belum memiliki listing'}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <ModalLink param="ubah" id={partner.id} className={buttonClass.outline} aria-label={`Ubah listing ${partner.name}`}>
                  Ubah listing
                </ModalLink>
                {partner.active ? (
                  <ModalLink param="nonaktifkan" id={partner.id} className={buttonClass.dangerOutline} aria-label={`Nonaktifkan ${partner.name}`}>
                    Nonaktifkan
                  </ModalLink>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value={PARTNER_INTENTS.activate} />
                    <input type="hidden" name="id" value={partner.id} />
                    <SubmitButton variant="outline" pending={false} aria-label={`Aktifkan ${partner.name}`}>
                      Aktifkan
                    </SubmitButton>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The checkboxes of one kind's items; an item another partner owns says so (it moves on save). */
function ItemChecklist({ fields, choices, owners, partnerId }: { fields: FormFields; choices: ItemChoices; owners: Map<string, string>; partnerId?: string }) {
  return (
    <>
      {PARTNER_KINDS.map((kind) => {
        const name = PARTNER_ITEM_FIELDS[kind];
        const meta = fields[name];
        const picked = new Set([meta?.initialValue ?? []].flat() as string[]);
        const items = choices.filter((item) => item.type === kind);
        return (
          <fieldset key={kind} className="sm:col-span-2" aria-describedby={meta?.errors?.length ? meta.errorId : undefined}>
            <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{CONTENT_TYPES[kind].admin.label} miliknya</legend>
            {items.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">Belum ada {CONTENT_TYPES[kind].plural}.</p> : null}
            <ul className="grid gap-1 sm:grid-cols-2">
              {items.map((item) => {
                const owner = owners.get(item.id);
                return (
                  <li key={item.id}>
                    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                      <input type="checkbox" name={name} value={item.id} defaultChecked={picked.has(item.id)} className="size-4 accent-brand-700" />
                      <span>
                        {item.title}
                        {owner && owner !== partnerId && !picked.has(item.id) ? <span className="text-slate-600 dark:text-slate-400"> (milik mitra lain, akan dipindahkan)</span> : null}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            {meta ? <FieldError meta={meta} /> : null}
          </fieldset>
        );
      })}
    </>
  );
}

/** Whose each item is now: item id → partner id. */
export function ownersOf(partners: PartnerAccount[]): Map<string, string> {
  return new Map(partners.flatMap((partner) => partner.items.map((item) => [item.id, partner.id] as const)));
}

export function NewPartnerForm({ choices, owners, onClose }: { choices: ItemChoices; owners: Map<string, string>; onClose: () => void }) {
  return (
    <EntityFormModal title="Undang Mitra" schema={newPartnerSchema} onClose={onClose}>
      {(fields) => (
        <>
          <input type="hidden" name="account" value={PARTNER_INVITE} />
          <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">
            Mitra masuk di halaman yang sama dengan admin, tetapi hanya melihat listing miliknya, pesanan dan ulasannya. Perubahannya tampil setelah Anda setujui di Persetujuan. Nomor WhatsApp mitra menjadi nomor pemesanan listingnya, kecuali listing punya nomor sendiri.
          </p>
          <TextField meta={fields.name} label="Nama Lengkap" required autoComplete="off" className="sm:col-span-2" data-autofocus />
          <TextField meta={fields.email} label="Email" type="email" required autoComplete="off" autoCapitalize="none" inputMode="email" />
          <TextField meta={fields.phone} label="WhatsApp" type="tel" inputMode="tel" required autoComplete="off" />
          <ItemChecklist fields={fields} choices={choices} owners={owners} />
        </>
      )}
    </EntityFormModal>
  );
}

export function PartnerItemsForm({ partner, choices, owners, onClose }: { partner: PartnerAccount; choices: ItemChoices; owners: Map<string, string>; onClose: () => void }) {
  const defaults = Object.fromEntries(PARTNER_KINDS.map((kind) => [PARTNER_ITEM_FIELDS[kind], partner.items.filter((item) => item.type === kind).map((item) => item.id)]));
  return (
    <EntityFormModal title={`Listing milik ${partner.name}`} schema={partnerItemsSchema} recordId={partner.id} defaultValue={defaults} onClose={onClose}>
      {(fields) => (
        <ItemChecklist fields={fields} choices={choices} owners={owners} partnerId={partner.id} />
      )}
    </EntityFormModal>
  );
}
