// The platforms' stays over requests confirmed here (issue 55): "Bentrok jadwal: Airbnb 12–14 Des
// dengan pesanan K7Q4PX", on the dashboard and above the inbox, each with its homestay's calendar.
// Nothing is cancelled by itself: the host settles it with the guest or the platform.
import { Link } from '@remix-run/react';
import { conflictText, type CalendarConflict } from '@desa/contract';

export function ConflictList({ conflicts }: { conflicts: CalendarConflict[] }) {
  if (!conflicts.length) return null;
  return (
    <section role="alert" aria-labelledby="conflicts-title" className="mb-6 rounded-xl border border-red-300 bg-red-50 p-4 dark:border-red-500/40 dark:bg-red-500/10">
      <h2 id="conflicts-title" className="font-semibold text-red-900 dark:text-red-100">
        Bentrok jadwal dengan kalender platform
      </h2>
      <p className="mt-1 text-sm text-red-900 dark:text-red-100">Tidak ada yang dibatalkan otomatis. Hubungi tamu atau platform, lalu batalkan atau pindahkan salah satunya.</p>
      <ul className="mt-3 space-y-2 text-sm">
        {conflicts.map((conflict) => (
          <li key={`${conflict.calendar_id}-${conflict.code}-${conflict.from}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium text-red-950 dark:text-white">
              {conflict.item_title}: {conflictText(conflict)}
            </span>
            <Link to={`/admin/pemesanan?kalender=${conflict.item_id}&bulan=${conflict.from.slice(0, 7)}`} className="text-red-800 underline underline-offset-2 dark:text-red-200">
              Lihat kalender
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
