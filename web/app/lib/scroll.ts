// Smooth scrolling of the public site: one duration (spec: 700 ms) for every animated scroll.
export const SCROLL_DURATION_MS = 700;

let frame = 0;

function easeInOutCubic(t: number) {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Animates the window to `targetY` (clamped to what the page can scroll). */
export function smoothScrollTo(targetY: number, duration = SCROLL_DURATION_MS) {
  cancelAnimationFrame(frame);
  const maxY = document.documentElement.scrollHeight - window.innerHeight;
  const endY = Math.max(0, Math.min(targetY, maxY));
  const startY = window.scrollY;
  if (duration <= 0 || prefersReducedMotion() || startY === endY) {
    window.scrollTo(0, endY);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / duration);
    window.scrollTo(0, startY + (endY - startY) * easeInOutCubic(progress));
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
}

/** Scrolls to an element (minus its scroll-margin-top, which clears the fixed navbar) and focuses it. */
export function smoothScrollToId(id: string) {
  const element = document.getElementById(id);
  if (!element) return false;
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  smoothScrollTo(element.getBoundingClientRect().top + window.scrollY - margin);
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return true;
}
