// Until React has hydrated the page, the page's events are the browser's and a tap waits for
// React. React hydrates in a transition, after a suspense of its own (single fetch decodes the
// loaders' data first); an event it saw meanwhile made it hydrate at once, which that suspense
// refuses (React's error #345): the tap was dropped, and sometimes hydration stopped for good,
// leaving buttons that did nothing. Left to the browser instead, a form's submit or a link's
// navigation was cancelled when the router took over the history. So a tap (click or submit)
// is held and done again once React runs, and React sees no other event before it does. (A
// flaky browser test found it: a save tapped on a slow phone that did nothing, issue 36.)
import { useEffect } from 'react';

/** The other events React would hydrate at once for (react-dom 18's discreteReplayableEvents). */
const DISCRETE = ['mousedown', 'mouseup', 'touchcancel', 'touchend', 'touchstart', 'auxclick', 'dblclick', 'pointercancel', 'pointerdown', 'pointerup', 'dragend', 'dragstart', 'drop', 'compositionend', 'compositionstart', 'keydown', 'keypress', 'keyup', 'input', 'textInput', 'copy', 'cut', 'paste', 'change', 'contextmenu', 'reset'];

let hydrated = false;
let replay: (() => void) | null = null;

const keepFromReact = (event: Event) => event.stopPropagation();

function holdClick(event: MouseEvent) {
  event.stopPropagation();
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window: the browser's
  event.preventDefault();
  const target = event.target instanceof HTMLElement ? event.target : null;
  replay = () => target?.isConnected && target.click();
}

function holdSubmit(event: SubmitEvent) {
  event.stopPropagation();
  event.preventDefault();
  const form = event.target as HTMLFormElement;
  const submitter = event.submitter;
  replay = () => form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : null);
}

function listen(add: boolean) {
  const method = add ? window.addEventListener : window.removeEventListener;
  for (const type of DISCRETE) method(type, keepFromReact, { capture: true });
  method('click', holdClick as EventListener, { capture: true });
  method('submit', holdSubmit as EventListener, { capture: true });
}

/** entry.client.tsx, before hydrating. */
export function holdTapsUntilHydrated() {
  if (!hydrated) listen(true);
}

/** root.tsx's layout: its effect runs once the whole page has hydrated (a parent's effects run after its children's). */
export function useTapsThroughReact() {
  useEffect(() => {
    if (hydrated) return;
    hydrated = true;
    listen(false);
    replay?.();
    replay = null;
  }, []);
}
