// The markup hooks that the public pages' script looks for: the components render them, the
// script finds them. Public pages do not hydrate React, so these attributes are their only link.
export const PUBLIC_HOOKS = {
  /** The navbar; `data-solid` is 'true' or 'false', 'always' when the page wants it solid from the top. */
  navbar: 'data-navbar',
  /** The phone menu (`<details>`): closes on a link, an outside click or Escape. */
  menu: 'data-nav-menu',
  themeToggle: 'data-theme-toggle',
  /** Shown (its `hidden` removed) once the page is scrolled past a quarter of the window. */
  floatingButtons: 'data-floating-buttons',
  scrollToTop: 'data-scroll-to-top',
  /** A clamped text: its body, and its toggle with `data-more` / `data-less` labels. */
  clampBody: 'data-clamp-body',
  clampToggle: 'data-clamp-toggle',
  /** A gallery photo link, with its position in the slides. */
  galleryPhoto: 'data-gallery-photo',
  /** A booking or order form (its settings in the JSON script inside it), its summary line and each field's problem. */
  orderForm: 'data-order-form',
  orderSummary: 'data-order-summary',
  orderError: 'data-order-error',
  /** The form's own problem (no signal, too many requests); the words it shows offline are the form's `data-offline` and `data-retry`. */
  orderMessage: 'data-order-message',
  /** A place's map: the script puts its iframe (`data-src`, `data-title`) in when it nears the screen; without JavaScript, its <noscript> copy. */
  mapEmbed: 'data-map-embed',
  /** "Simpan untuk offline": shown once a service worker can keep the page; its words in `data-*`. */
  saveOffline: 'data-save-offline',
  /** A copy button (shown by the script; `hidden` without it): copies `data-copy`, then says `data-copied`. */
  copy: 'data-copy',
  /** A photo input whose picked photo the script shrinks before the form posts it; the value is the upload's limit in MB. */
  shrinkPhoto: 'data-shrink-photo',
} as const;

/** Set on `<html>` once the script has set everything up (tests wait for it). */
export const ENHANCED = 'data-enhanced';

/** Ids of the JSON data the script reads: the gallery's slides and a toast waiting to show. */
export const GALLERY_SLIDES_ID = 'gallery-slides';
export const PUBLIC_TOAST_ID = 'public-toast';

/** The attribute that marks an element for the script: `<details {...hook('menu')}>`. */
export function hook(name: keyof typeof PUBLIC_HOOKS, value: string | number = '') {
  return { [PUBLIC_HOOKS[name]]: value };
}
