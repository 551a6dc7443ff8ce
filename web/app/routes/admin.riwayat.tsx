// Admin › Riwayat (issue 23): who changed what and who signed in, newest first, kept
// ACTIVITY_RETENTION_DAYS. The filters are a GET form (the URL holds them, so a filtered view can
// be shared and works without JavaScript), checked with the contract's activityFilterSchema in
// the browser and again here before the CMS is asked.
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import {
  ACTIVITY,
  ACTIVITY_ACTIONS,
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_RETENTION_DAYS,
  ACTIVITY_SUBJECT_LABELS,
  ACTOR_NAMES,
  CONTENT_TYPES,
  ENTITY_KINDS,
  activityFilterSchema,
  type ActivityEntry,
  type AdminAccount,
  type List,
} from '@desa/contract';
import { ActivityList } from '~/components/admin/activity-entry';
import { SubmitButton, buttonClass } from '~/components/admin/buttons';
import { FormError } from '~/components/admin/entity-form';
import { FieldError, Label, controlClass, type Meta } from '~/components/admin/fields';
import { AdminPageError } from '~/components/admin/page-error';
import { AdminEmptyState, Card, PageHeader, Pager } from '~/components/admin/page-parts';
import { HistoryIcon } from '~/components/icons';
import { CmsError, cms } from '~/lib/cms.server';
import { cn } from '~/lib/cn';
import { PAGE_PARAM } from '~/lib/modal-url';
import { requireAdmin } from '~/lib/session.server';

export const meta: MetaFunction = () => [{ title: 'Riwayat | Admin' }];

const PER_PAGE = 25;
const FILTERS = ['person', 'type', 'action', 'from', 'to'] as const;
type Option = { value: string; label: string };

const TYPE_OPTIONS: Option[] = [
  ...ENTITY_KINDS.map((kind) => ({ value: kind, label: CONTENT_TYPES[kind].admin.label })),
  ...Object.entries(ACTIVITY_SUBJECT_LABELS).map(([value, label]) => ({ value, label })),
];
const ACTION_OPTIONS: Option[] = ACTIVITY_ACTIONS.map((action) => ({ value: action, label: ACTIVITY_ACTION_LABELS[action] }));
const SYSTEM_LABEL = 'Sistem';

/** The accounts the person filter offers (an empty list when they cannot be read: the log still shows). */
async function loadPeople(token: string): Promise<Option[]> {
  try {
    const { data } = await cms<{ data: AdminAccount[] }>('/admins', { token });
    return data.map((account) => ({ value: account.id, label: account.name || account.email }));
  } catch (error) {
    if (error instanceof CmsError || error instanceof Response) return [];
    throw error;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get(PAGE_PARAM) ?? '1', 10) || 1);
  const filtered = FILTERS.some((name) => url.searchParams.get(name));
  const people = loadPeople(token);
  const submission = parseWithZod(url.searchParams, { schema: activityFilterSchema, disableAutoCoercion: true });
  if (submission.status !== 'success') {
    return { list: null, result: submission.reply() as SubmissionResult<string[]>, filtered, people: await people };
  }
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = submission.value[name];
    if (value) query.set(name, value);
  }
  query.set('page', String(page));
  query.set('limit', String(PER_PAGE));
  try {
    const [list, options] = await Promise.all([cms<List<ActivityEntry>>(`/activity?${query}`, { token }), people]);
    return { list, result: null, filtered, people: options };
  } catch (error) {
    if (!(error instanceof CmsError) || error.status !== 400) throw error;
    // The CMS refused the filter (its rules moved on): its message, under the fields it names.
    const result = submission.reply({ fieldErrors: error.errors ?? {}, formErrors: [error.message || ACTIVITY.filterInvalid] }) as SubmissionResult<string[]>;
    return { list: null, result, filtered, people: await people };
  }
}

export default function AdminActivity() {
  const { list, result, filtered, people } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <PageHeader title="Riwayat" />
      <p className="-mt-3 mb-6 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        Setiap perubahan data dan setiap percobaan masuk tercatat di sini, terbaru di atas. Riwayat disimpan selama {ACTIVITY_RETENTION_DAYS} hari.
      </p>
      {/* One form per URL: its fields start from the filter the page shows. */}
      <Filters key={search} result={result} people={people} filtered={filtered} />
      {!list ? (
        <AdminEmptyState text={ACTIVITY.filterInvalid} icon={<HistoryIcon className="size-7" />} />
      ) : list.data.length === 0 ? (
        <AdminEmptyState text={filtered ? 'Tidak ada aktivitas yang cocok dengan filter' : 'Belum ada aktivitas'} icon={<HistoryIcon className="size-7" />} />
      ) : (
        <Card>
          <h2 className="sr-only">Aktivitas</h2>
          <p className="border-b border-slate-200 px-5 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
            {list.from}–{list.to} dari {list.total.toLocaleString('id-ID')} aktivitas
          </p>
          <ActivityList entries={list.data} />
        </Card>
      )}
      {list ? <Pager page={list.current_page} lastPage={list.last_page} /> : null}
    </>
  );
}

function Filters({ result, people, filtered }: { result: SubmissionResult<string[]> | null; people: Option[]; filtered: boolean }) {
  const { search } = useLocation();
  const navigation = useNavigation();
  const current = new URLSearchParams(search);
  const [form, fields] = useForm({
    id: 'filter-riwayat',
    lastResult: result,
    defaultValue: Object.fromEntries(FILTERS.map((name) => [name, current.get(name) ?? ''])),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: activityFilterSchema, disableAutoCoercion: true }),
  });
  const person = current.get('person');
  const personOptions: Option[] = [
    ...people,
    { value: 'panel', label: ACTOR_NAMES.panel },
    { value: 'system', label: SYSTEM_LABEL },
  ];
  // A link to an account no longer on the team still says whose entries these are.
  if (person && !personOptions.some((option) => option.value === person)) personOptions.unshift({ value: person, label: 'Akun lain' });
  const pending = navigation.state === 'loading' && navigation.location.pathname === '/admin/riwayat' && navigation.location.search !== search;
  return (
    <Card className="mb-6">
      <Form method="get" {...getFormProps(form)} aria-label="Filter riwayat" className="p-5">
        <FormError id={form.errorId} errors={form.errors} />
        {/* Phones: the selects one under the other, the two days side by side; from 1024 px three columns, the buttons beside the days. */}
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
          <FilterSelect meta={fields.person as Meta} label="Orang" all="Semua orang" options={personOptions} className="max-sm:col-span-2" />
          <FilterSelect meta={fields.type as Meta} label="Jenis data" all="Semua jenis" options={TYPE_OPTIONS} className="max-sm:col-span-2" />
          <FilterSelect meta={fields.action as Meta} label="Aksi" all="Semua aksi" options={ACTION_OPTIONS} className="max-sm:col-span-2" />
          <DateField meta={fields.from as Meta} label="Dari tanggal" />
          <DateField meta={fields.to as Meta} label="Sampai tanggal" />
          <div className="flex flex-wrap items-start justify-end gap-3 max-sm:col-span-2 max-sm:*:flex-1 sm:pt-6.5">
            {filtered ? (
              <Link to="/admin/riwayat" className={buttonClass.outline}>
                Hapus filter
              </Link>
            ) : null}
            <SubmitButton pending={pending}>Terapkan</SubmitButton>
          </div>
        </div>
      </Form>
    </Card>
  );
}

function FilterSelect({ meta, label, all, options, className }: { meta: Meta; label: string; all: string; options: Option[]; className?: string }) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <div className={className}>
      <Label htmlFor={meta.id}>{label}</Label>
      <select key={key} {...props} className={cn(controlClass, 'h-11')}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  );
}

/**
 * A day (the browser's own date field: a GET form without JavaScript can use it, which the
 * admin's day picker cannot); narrower padding on a phone, where two sit side by side.
 */
function DateField({ meta, label }: { meta: Meta; label: string }) {
  const { key, ...props } = getInputProps(meta, { type: 'date' });
  return (
    <div>
      <Label htmlFor={meta.id}>{label}</Label>
      <input key={key} {...props} className={cn(controlClass, 'h-11 max-sm:px-2.5')} />
      <FieldError meta={meta} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
