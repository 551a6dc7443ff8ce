// Until React has hydrated the page, its events are the browser's, and a tap on a control waits
// for React. React hydrates in a transition, after a suspense of its own (single fetch decodes
// the loaders' data first); an event it saw meanwhile made it hydrate at once, which that
// suspense refuses (React's error #345): the tap was dropped, and sometimes hydration stopped for
// good, leaving buttons that did nothing. Left to the browser instead, a form's submit or a
// link's navigation was cancelled when the router took over the history, and a plain button did
// nothing at all. So a tap on a control (click or submit) is held and done again once React
// runs, and React sees no other event before it does
// (decisions/0014-taps-before-hydration-wait-for-react.md, 0030-the-hold-starts-in-the-head.md).
//
// The hold starts in <head> (root.tsx inlines `holdTapsScript`), before the page has painted:
// a tap that came before the modules had loaded was otherwise nobody's.
import { useEffect } from 'react';

/** The other events React would hydrate at once for (react-dom 18's discreteReplayableEvents). */
const DISCRETE = ['mousedown', 'mouseup', 'touchcancel', 'touchend', 'touchstart', 'auxclick', 'dblclick', 'pointercancel', 'pointerdown', 'pointerup', 'dragend', 'dragstart', 'drop', 'compositionend', 'compositionstart', 'keydown', 'keypress', 'keyup', 'input', 'textInput', 'copy', 'cut', 'paste', 'change', 'contextmenu', 'reset'];

/** What a tap acts on (the rest, a tap in a text field or on the page, is left alone and not held). */
const CONTROL =
  'a[href], button, summary, label, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], input[type="image"], input[type="reset"], input[type="file"], [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="checkbox"], [role="switch"]';

/** Set on <html> once React has hydrated the page and taps go through it (the browser tests wait for it); never by the give-up. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Where the inline script leaves the hold for the module that ends it. */
const HOLD_KEY = '__desaHeldTaps';

type HoldSettings = {
  discrete: string[];
  control: string;
  key: string;
  /** After the page's scripts have all run (`load`), React has this long to hydrate. */
  afterLoadMs: number;
  /** However long the scripts take to arrive (a chunk that never comes). */
  atMostMs: number;
};

type Hold = {
  /** Stops holding; the held tap, if any, to do now. */
  stop: () => (() => void) | null;
};

/**
 * Holds taps from the first parse of the page until `stop()` (React runs) or the give-up, after
 * which the page is the browser's again. Runs in the page as an inline script, so it is
 * self-contained: it uses only its argument and the DOM.
 */
function holdTaps(settings: HoldSettings) {
  const page = window as unknown as Record<string, Hold | undefined>;
  if (page[settings.key]) return;
  let holding = true;
  let replay: (() => void) | null = null;
  // A plain button has nothing the browser would do: its tap waits for React even past the give-up.
  let forReactOnly = false;

  const keepFromReact = (event: Event) => event.stopPropagation();
  const holdClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window: the browser's
    // The control itself: a tap on a button's icon lands on its <svg>.
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(settings.control) : null;
    if (!control || (control instanceof HTMLAnchorElement && ((control.target && control.target !== '_self') || control.hasAttribute('download')))) return;
    event.preventDefault();
    replay = () => control.isConnected && control.click();
    forReactOnly = control instanceof HTMLButtonElement ? control.type === 'button' : control.matches('[role="button"], [role="menuitem"], [role="tab"], [role="switch"]');
  };
  const holdSubmit = (event: SubmitEvent) => {
    event.stopPropagation();
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const submitter = event.submitter;
    forReactOnly = false;
    replay = () => {
      if (!form.isConnected) return;
      // The same button, or none: never another one's name and value.
      if (submitter && (!submitter.isConnected || (submitter as HTMLButtonElement).form !== form)) return;
      form.requestSubmit(submitter);
    };
  };
  const listen = (add: boolean) => {
    const method = add ? window.addEventListener : window.removeEventListener;
    for (const type of settings.discrete) method(type, keepFromReact, { capture: true });
    method('click', holdClick as EventListener, { capture: true });
    method('submit', holdSubmit as EventListener, { capture: true });
  };
  const stopListening = () => {
    if (!holding) return;
    holding = false;
    listen(false);
  };

  const take = () => {
    const held = replay;
    replay = null;
    return held;
  };

  listen(true);
  page[settings.key] = {
    stop() {
      stopListening();
      return take();
    },
  };
  // React never came: the browser does the held tap itself (a link, a submit), and what it cannot
  // do (a plain button's) stays for React, should it come after all.
  const giveUp = () => {
    if (!holding) return;
    stopListening();
    if (!forReactOnly) take()?.();
  };
  setTimeout(giveUp, settings.atMostMs);
  window.addEventListener('load', () => setTimeout(giveUp, settings.afterLoadMs));
}

/** root.tsx inlines it in <head> on every page React hydrates. */
export const holdTapsScript = `(${holdTaps.toString()})(${JSON.stringify({
  discrete: DISCRETE,
  control: CONTROL,
  key: HOLD_KEY,
  afterLoadMs: 10_000,
  atMostMs: 30_000,
} satisfies HoldSettings)});`;

let hydrated = false;

/** React runs: the page says so (only then: a hold that gave up is not a hydrated page) and the held tap is done, after the effects of this hydration have settled; a replay that fails is a lost tap, never a broken page. */
function release() {
  if (hydrated) return;
  hydrated = true;
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  const held = (window as unknown as Record<string, Hold | undefined>)[HOLD_KEY]?.stop() ?? null;
  if (!held) return;
  setTimeout(() => {
    try {
      held();
    } catch {
      // the control changed while React took over
    }
  }, 0);
}

/** root.tsx's layout: its effect runs once the whole page has hydrated (a parent's effects run after its children's). */
export function useTapsThroughReact() {
  useEffect(release, []);
}
