// The count of booking requests waiting for a first answer (issue 38), on the back office's menu
// and dashboard. The frame's loader gives the first figure; while the page is visible the count
// is asked again every NEW_REQUESTS.pollMs (a small JSON read; no connection is held open).
import { useEffect, useRef, useState } from 'react';

export const NEW_REQUESTS = {
  inbox: '/admin/pemesanan',
  /** `routes/admin.pemesanan_.jumlah.tsx`: `{ baru: n }`. */
  count: '/admin/pemesanan/jumlah',
  pollMs: 15_000,
} as const;

/** The loader's figure until a poll answers; a newer loader figure (after a navigation) wins again. */
export function useNewRequests(initial: number): number {
  const [polled, setPolled] = useState<{ initial: number; count: number } | null>(null);
  const latest = useRef(initial);
  useEffect(() => {
    latest.current = initial;
  }, [initial]);
  useEffect(() => {
    let stopped = false;
    const ask = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const response = await fetch(NEW_REQUESTS.count, { headers: { accept: 'application/json' }, cache: 'no-store' });
        if (response.ok && !stopped) setPolled({ initial: latest.current, count: ((await response.json()) as { baru: number }).baru });
      } catch {
        // No signal: the figure stays until the next round.
      }
    };
    const timer = window.setInterval(ask, NEW_REQUESTS.pollMs);
    document.addEventListener('visibilitychange', ask);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
    };
  }, []);
  return polled && polled.initial === initial ? polled.count : initial;
}
