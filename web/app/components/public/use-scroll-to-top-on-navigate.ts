import { useLocation, useNavigationType } from '@remix-run/react';
import { useLayoutEffect, useRef } from 'react';
import { smoothScrollTo } from '~/lib/scroll';

/**
 * Every navigation scrolls smoothly to the top (spec). Remix's <ScrollRestoration> jumps to the
 * top in its own layout effect, which runs after this one: the position read here is the old
 * one, and the microtask puts it back before paint and animates from there.
 */
export function useSmoothScrollToTopOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'POP' || location.hash) return;
    const from = window.scrollY;
    if (from === 0) return;
    queueMicrotask(() => {
      window.scrollTo(0, from);
      smoothScrollTo(0);
    });
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
}
