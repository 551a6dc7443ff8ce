import { useEffect } from 'react';
import { smoothScrollToId } from '~/lib/scroll';

/**
 * Links to a place on the same page (`href="#…"`: Kontak, 'Lihat Paket Wisata') scroll there
 * smoothly in 700 ms. One listener for the whole site; without JavaScript they simply jump.
 */
export function useSmoothAnchorScrolling() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const id = link?.getAttribute('href')?.slice(1);
      if (id && smoothScrollToId(decodeURIComponent(id))) event.preventDefault();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
