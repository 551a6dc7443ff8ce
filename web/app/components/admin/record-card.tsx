// The card of a record in a back office list (tours, packages, homestays, products, events):
// its main photo (with the number of photos when it has several), chips above the title, its
// states, a summary, its details and, at the foot, its price beside the actions.
import { formatPrice, formatRupiah, type ImageVariant, type PublishState } from '@desa/contract';
import type { ReactNode } from 'react';
import { TicketIcon } from '~/components/icons';
import { cn } from '~/lib/cn';
import { ApprovalBadge } from './approval-badge';
import { EnglishBadge } from './language-tabs';
import { Card, RecordActions } from './page-parts';
import { PublishBadge } from './publishing';
import { RecordImage } from './record-image';

type CardRecord = {
  id: string;
  title: string;
  thumbnail: string | null;
  images?: { thumbnail?: ImageVariant };
  photos?: string[];
  status: PublishState;
  publish_at: string | null;
  preview?: string | null;
};

type RecordCardProps = {
  record: CardRecord;
  englishMissing: boolean;
  /** The photo's proportions (a Tailwind aspect class). */
  aspect?: string;
  chips?: ReactNode;
  summary?: string;
  details?: ReactNode;
  price: ReactNode;
  /** The foot without its rule (a short card). */
  plainFoot?: boolean;
};

export function RecordCard({ record, englishMissing, aspect = 'aspect-[16/10]', chips, summary, details, price, plainFoot }: RecordCardProps) {
  const photoCount = record.photos?.length ?? 0;
  return (
    <Card className="flex h-full flex-col">
      <div className="relative">
        <RecordImage src={record.thumbnail} variant={record.images?.thumbnail} alt={record.title} className={cn(aspect, 'w-full')} />
        {photoCount > 1 ? (
          <span className="absolute right-2 bottom-2 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-medium text-white">{photoCount} foto</span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {chips}
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">{record.title}</h2>
        <PublishBadge record={record} />
        <ApprovalBadge id={record.id} />
        <EnglishBadge missing={englishMissing} />
        {summary ? <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{summary}</p> : null}
        {details ? <div className="flex flex-col gap-2">{details}</div> : null}
        <div className={cn('mt-auto flex items-center justify-between gap-3', plainFoot ? 'pt-2' : 'border-t border-slate-100 pt-4 dark:border-slate-800')}>
          <div className="shrink-0 font-semibold whitespace-nowrap text-brand-700 dark:text-brand-500">{price}</div>
          <RecordActions id={record.id} name={record.title} state={record.status} preview={record.preview} />
        </div>
      </div>
    </Card>
  );
}

/** A chip above a card's title (a product's category, a package's benefit). */
export function Chip({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn('rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-500/15 dark:text-brand-100', className)}>{children}</span>
  );
}

/** A ticket's price on a card: "Gratis" or the rupiah amount. */
export function TicketPrice({ price }: { price: number | null }) {
  return (
    <p className="flex items-center gap-2">
      <TicketIcon className="size-4" />
      {formatPrice(price)}
    </p>
  );
}

/** A price with its unit in small print: "Rp 250.000 / kamar / malam". */
export function UnitPrice({ price, unit }: { price: number; unit: string }) {
  return (
    <p>
      {formatRupiah(price)} <span className="text-xs font-normal text-slate-500 dark:text-slate-400">{unit}</span>
    </p>
  );
}
