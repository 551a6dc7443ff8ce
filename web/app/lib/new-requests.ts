// What waits in the inbox (issues 38 and 54): requests waiting for a first answer and proofs of
// payment to check, on the back office's menu and dashboard. The frame's loader gives the first
// figures; while the page is visible they are asked again every NEW_REQUESTS.pollMs (a small JSON
// read; no connection is held open).
import { useEffect, useRef, useState } from 'react';

export const NEW_REQUESTS = {
  inbox: '/admin/pemesanan',
  /** `routes/admin.pemesanan_.jumlah.tsx`: an InboxWaiting. */
  count: '/admin/pemesanan/jumlah',
  pollMs: 15_000,
} as const;

export type InboxWaiting = { baru: number; bukti_bayar: number };
export const NOTHING_WAITING: InboxWaiting = { baru: 0, bukti_bayar: 0 };

/** The menu's badge beside Pemesanan: one figure, and what it counts for a screen reader. */
export function inboxBadge(waiting: InboxWaiting): { count: number; label: string } {
  const parts = [waiting.baru ? `${waiting.baru} baru` : '', waiting.bukti_bayar ? `${waiting.bukti_bayar} bukti bayar` : ''].filter(Boolean);
  return { count: waiting.baru + waiting.bukti_bayar, label: parts.join(', ') };
}

const same = (a: InboxWaiting, b: InboxWaiting) => a.baru === b.baru && a.bukti_bayar === b.bukti_bayar;

/** The loader's figures until a poll answers; newer loader figures (after a navigation) win again. */
export function useNewRequests(initial: InboxWaiting): InboxWaiting {
  const [polled, setPolled] = useState<{ initial: InboxWaiting; waiting: InboxWaiting } | null>(null);
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
        if (response.ok && !stopped) setPolled({ initial: latest.current, waiting: (await response.json()) as InboxWaiting });
      } catch {
        // No signal: the figures stay until the next round.
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
  return polled && same(polled.initial, initial) ? polled.waiting : initial;
}
