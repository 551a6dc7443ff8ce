// Admin › Ulasan (issue 40): the guests' reviews, by status (Menunggu first) with counts. Each:
// the item, its photo, the stars, the text, who and when the guest came; Tampilkan, Sembunyikan,
// Balas (shown under the review as "Balasan pengelola") and Hapus (to the Sampah). Every move is
// in the Riwayat, and the item's public pages show it at once (the CMS purges them).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import {
  API,
  CONTENT_TYPES,
  REVIEW,
  REVIEW_MOVE_NAMES,
  REVIEW_STATUSES,
  REVIEW_STATUS_LABELS,
  TRASH_RETENTION_DAYS,
  formatDateTime,
  isReviewStatus,
  verifiedStay,
  type List,
  type Review,
  type ReviewMove,
  type ReviewStatus,
} from '@desa/contract';
import { Button, SubmitButton, buttonClass } from '~/components/admin/buttons';
import { ConfirmDialog } from '~/components/admin/confirm-dialog';
import { AdminPageError } from '~/components/admin/page-error';
import { AdminEmptyState, Card, PageHeader, Pager } from '~/components/admin/page-parts';
import { StatusTabs } from '~/components/admin/status-tabs';
import { useIsPartner } from '~/components/admin/signed-in';
import { StarIcon } from '~/components/icons';
import { Stars } from '~/components/public/reviews';
import { backWithToast } from '~/lib/admin-actions.server';
import { CmsError, cms } from '~/lib/cms.server';
import { cn } from '~/lib/cn';
import { readForm } from '~/lib/form.server';
import { PAGE_PARAM } from '~/lib/modal-url';
import { loadRequestItems } from '~/lib/admin-loaders.server';
import { itemPagePath } from '~/lib/reviews.server';
import { requireAdmin } from '~/lib/session.server';
import { toastHeader } from '~/lib/toast.server';
import { useEffect, useRef, useState } from 'react';

export const meta: MetaFunction = () => [{ title: 'Ulasan | Admin' }];

const PER_PAGE = 20;
const REPLY = 'reply';
const DELETE = 'delete';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context, { partners: 'allow' });
  const url = new URL(request.url);
  const asked = url.searchParams.get('status');
  const status: ReviewStatus = isReviewStatus(asked) ? asked : 'menunggu';
  const page = Math.max(1, Number.parseInt(url.searchParams.get(PAGE_PARAM) ?? '1', 10) || 1);
  const [list, items] = await Promise.all([
    cms<List<Review> & { counts: Record<ReviewStatus, number> }>(`/review/all?${new URLSearchParams({ status, page: String(page), limit: String(PER_PAGE) })}`, { token }),
    // The items' names and photos as they are now (a review keeps the name it was written under).
    loadRequestItems().then((all) => new Map(all.map((item) => [`${item.type}:${item.id}`, { title: item.title, thumbnail: item.thumbnail, href: itemPagePath(item.type, item.id, 'id') }]))),
  ]);
  return {
    status,
    list,
    reviews: list.data.map((review) => ({ ...review, verified: verifiedStay(review, 'id'), written: formatDateTime(review.created_at), item: items.get(`${review.type}:${review.item_id}`) ?? null })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context, { partners: 'allow' });
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  if (!/^[a-z0-9]{1,64}$/.test(id)) throw new Response(API.badBody, { status: 400 });
  const [path, init] = reviewCall(intent, id, String(form.get('text') ?? ''));
  try {
    const answer = await cms<{ message: string }>(path, { ...init, token });
    // A saved reply closes its box (it stays open on a failure, its text kept).
    if (intent === REPLY) return data({ replied: id }, { headers: { 'Set-Cookie': await toastHeader({ type: 'success', message: answer.message }) } });
    return backWithToast(request, { type: 'success', message: answer.message });
  } catch (error) {
    if (!(error instanceof CmsError) || error.status >= 500) throw error;
    return backWithToast(request, { type: 'error', message: error.summary });
  }
}

/** The CMS call of each button: a reply, a delete, or a move (Tampilkan, Sembunyikan). */
function reviewCall(intent: string, id: string, text: string): [path: string, init: { method: 'POST' | 'DELETE'; body?: object }] {
  if (intent === REPLY) return [`/review/${id}/reply`, { method: 'POST', body: { text } }];
  if (intent === DELETE) return [`/review/${id}`, { method: 'DELETE' }];
  if ((REVIEW_MOVE_NAMES as string[]).includes(intent)) return [`/review/${id}/${intent as ReviewMove}`, { method: 'POST' }];
  throw new Response(API.badBody, { status: 400 });
}

type ListedReview = ReturnType<typeof useLoaderData<typeof loader>>['reviews'][number];

export default function AdminReviews() {
  const { status, list, reviews } = useLoaderData<typeof loader>();
  const [deleting, setDeleting] = useState<ListedReview | null>(null);
  return (
    <>
      <PageHeader title="Ulasan" />
      <p className="mb-4 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        {useIsPartner()
          ? 'Ulasan tamu tentang listing Anda. Pengelola desa memeriksa ulasan sebelum tampil; Anda dapat membalasnya, dan balasan tampil setelah disetujui.'
          : 'Ulasan ditulis tamu yang pesanannya sudah selesai, lewat tautan dari tombol Minta ulasan di Pemesanan. Ulasan baru menunggu di sini sampai Anda tampilkan.'}
      </p>
      <StatusTabs label="Status ulasan" tabs={REVIEW_STATUSES.map((key) => ({ key, label: REVIEW_STATUS_LABELS[key], count: list.counts[key] }))} active={status} />
      {reviews.length === 0 ? (
        <AdminEmptyState text={`Belum ada ulasan ${REVIEW_STATUS_LABELS[status].toLowerCase()}`} icon={<StarIcon className="size-7" />} />
      ) : (
        <ul className="space-y-4">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} onDelete={() => setDeleting(review)} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} />
      {deleting ? (
        <ConfirmDialog
          title="Hapus Ulasan"
          text={`Hapus ulasan ${deleting.name} tentang ${deleting.item_title}?`}
          note={`Ulasan dipindahkan ke Sampah dan bisa dipulihkan selama ${TRASH_RETENTION_DAYS} hari.`}
          confirm="Hapus"
          intent={DELETE}
          id={deleting.id}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}

function ReviewCard({ review, onDelete }: { review: ListedReview; onDelete: () => void }) {
  const partner = useIsPartner();
  return (
    <Card className="p-5">
      <article aria-labelledby={`ulasan-${review.id}`} className="flex flex-col gap-3 text-sm">
        <header className="flex items-start gap-3">
          {review.item?.thumbnail ? <img src={review.item.thumbnail} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded-lg object-cover" /> : null}
          <div className="min-w-0">
            <h2 id={`ulasan-${review.id}`} className="font-semibold text-slate-900 dark:text-white">
              {review.item ? (
                <a href={review.item.href} target="_blank" rel="noopener noreferrer" className="hover:underline">
                  {review.item.title}
                </a>
              ) : (
                review.item_title
              )}
            </h2>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {CONTENT_TYPES[review.type].admin.label} · {review.code} · ditulis {review.written}
            </p>
          </div>
        </header>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rating={review.rating} label={`${review.rating} dari 5 bintang`} />
          <p className="font-semibold text-slate-900 dark:text-white">{review.name}</p>
          <p className="text-slate-600 dark:text-slate-400">{review.verified}</p>
        </div>
        <p lang={review.locale} className="whitespace-pre-line text-slate-800 dark:text-slate-200">
          {review.text}
        </p>
        {review.reply ? (
          <div className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800">
            <p className="font-semibold text-slate-900 dark:text-white">Balasan pengelola</p>
            <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{review.reply}</p>
          </div>
        ) : null}
        {/* A partner answers their guests; showing, hiding and deleting are the village's. */}
        {partner ? null : (
          <div className="flex flex-wrap items-center gap-2">
            {review.status !== 'tampil' ? <IntentButton review={review} intent="approve" label="Tampilkan" /> : null}
            {review.status !== 'disembunyikan' ? <IntentButton review={review} intent="hide" label="Sembunyikan" variant="outline" /> : null}
            <Button variant="dangerOutline" onClick={onDelete} aria-label={`Hapus ulasan ${review.name}`}>
              Hapus
            </Button>
          </div>
        )}
        <ReplyForm review={review} partner={partner} />
      </article>
    </Card>
  );
}

function usePending(review: ListedReview, intent: string) {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('id') === review.id && navigation.formData?.get('intent') === intent;
}

function IntentButton({ review, intent, label, variant = 'primary' }: { review: ListedReview; intent: string; label: string; variant?: 'primary' | 'outline' }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={review.id} />
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton pending={usePending(review, intent)} variant={variant} aria-label={`${label} ulasan ${review.name}`}>
        {label}
      </SubmitButton>
    </Form>
  );
}

/** "Balas" (or "Ubah balasan"): opens under the review; the reply is plain text. */
function ReplyForm({ review, partner }: { review: ListedReview; partner: boolean }) {
  const fieldId = `balasan-${review.id}`;
  const answer = useActionData<typeof action>();
  const box = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (answer && 'replied' in answer && answer.replied === review.id) box.current?.removeAttribute('open');
  }, [answer, review.id]);
  return (
    <details ref={box} className="group">
      <summary className={cn(buttonClass.outline, 'cursor-pointer list-none')}>{review.reply ? 'Ubah balasan' : 'Balas'}</summary>
      <Form method="post" className="mt-3 flex flex-col gap-2">
        <input type="hidden" name="id" value={review.id} />
        <input type="hidden" name="intent" value={REPLY} />
        <label htmlFor={fieldId} className="font-medium text-slate-700 dark:text-slate-300">
          {partner ? 'Balasan Anda (tampil di bawah ulasan setelah disetujui pengelola desa)' : 'Balasan pengelola (tampil di bawah ulasan)'}
        </label>
        <textarea
          id={fieldId}
          name="text"
          rows={3}
          required
          maxLength={REVIEW.maxReply}
          defaultValue={review.reply ?? ''}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-white"
        />
        <SubmitButton pending={usePending(review, REPLY)} className="self-start">
          {partner ? 'Kirim balasan' : 'Simpan balasan'}
        </SubmitButton>
      </Form>
    </details>
  );
}

export const ErrorBoundary = AdminPageError;
