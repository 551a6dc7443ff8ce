// Until React has hydrated the page, its events are the browser's, and a tap on a control waits
// for React. React hydrates in a transition, after a suspense of its own (single fetch decodes
// the loaders' data first); an event it saw meanwhile made it hydrate at once, which that
// suspense refuses (React's error #345): the tap was dropped, and sometimes hydration stopped for
// good, leaving buttons that did nothing. Left to the browser instead, a form's submit or a
// link's navigation was cancelled when the router took over the history. So a tap on a control
// (click or submit) is held and done again once React runs, and React sees no other event
// before it does (decisions/0014-taps-before-hydration-wait-for-react.md).
import { useEffect } from 'react';

/** The other events React would hydrate at once for (react-dom 18's discreteReplayableEvents). */
const DISCRETE = ['mousedown', 'mouseup', 'touchcancel', 'touchend', 'touchstart', 'auxclick', 'dblclick', 'pointercancel', 'pointerdown', 'pointerup', 'dragend', 'dragstart', 'drop', 'compositionend', 'compositionstart', 'keydown', 'keypress', 'keyup', 'input', 'textInput', 'copy', 'cut', 'paste', 'change', 'contextmenu', 'reset'];

/** What a tap acts on (the rest, a tap in a text field or on the page, is left alone and not held). */
const CONTROL =
  'a[href], button, summary, label, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], input[type="image"], input[type="reset"], input[type="file"], [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="checkbox"], [role="switch"]';
/** If React has not hydrated by then (a chunk that never came, a hydration that failed), the page is the browser's again. */
const GIVE_UP_MS = 10_000;

/** Set on <html> once React has hydrated the page and taps go through it (the browser tests wait for it); never by the give-up. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

let hydrated = false;
let holding = false;
let replay: (() => void) | null = null;

const keepFromReact = (event: Event) => event.stopPropagation();

function holdClick(event: MouseEvent) {
  event.stopPropagation();
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window: the browser's
  // The control itself: a tap on a button's icon lands on its <svg>.
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
  if (!control || (control instanceof HTMLAnchorElement && ((control.target && control.target !== '_self') || control.hasAttribute('download')))) return;
  event.preventDefault();
  replay = () => control.isConnected && control.click();
}

function holdSubmit(event: SubmitEvent) {
  event.stopPropagation();
  event.preventDefault();
  const form = event.target as HTMLFormElement;
  const submitter = event.submitter;
  replay = () => {
    if (!form.isConnected) return;
    // The same button, or none: never another one's name and value.
    if (submitter && (!submitter.isConnected || (submitter as HTMLButtonElement).form !== form)) return;
    form.requestSubmit(submitter);
  };
}

function listen(add: boolean) {
  const method = add ? window.addEventListener : window.removeEventListener;
  for (const type of DISCRETE) method(type, keepFromReact, { capture: true });
  method('click', holdClick as EventListener, { capture: true });
  method('submit', holdSubmit as EventListener, { capture: true });
}

/** Stops holding and does the held tap, after the effects of this hydration have settled; a replay that fails is a lost tap, never a broken page. */
function stopHolding() {
  if (!holding) return;
  holding = false;
  listen(false);
  const held = replay;
  replay = null;
  if (!held) return;
  setTimeout(() => {
    try {
      held();
    } catch {
      // the control changed while React took over
    }
  }, 0);
}

/** React runs: the page says so (only then: a hold that gave up is not a hydrated page) and the held tap is done. */
function release() {
  if (hydrated) return;
  hydrated = true;
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  stopHolding();
}

/** entry.client.tsx, before hydrating. */
export function holdTapsUntilHydrated() {
  if (hydrated || holding) return;
  holding = true;
  listen(true);
  setTimeout(stopHolding, GIVE_UP_MS);
}

/** root.tsx's layout: its effect runs once the whole page has hydrated (a parent's effects run after its children's). */
export function useTapsThroughReact() {
  useEffect(release, []);
}
