// The public pages' only script. The pages are server-rendered and do not hydrate React (the
// home page would otherwise ship React and Remix's runtime: ~85 KB gzipped). This enhances the
// markup: navbar, theme, floating buttons, clamped texts, smooth anchors; the photo viewer and
// the toast load React on demand. Without JavaScript every page still works.
import { currentTheme, setTheme } from '~/components/theme';
import { smoothScrollTo, smoothScrollToId } from '~/lib/scroll';
import type { Toast } from '~/lib/toast.server';
import { OFFLINE_BANNER_ID, WORKER_PATH } from '~/service-worker/settings';
import { ENHANCED, GALLERY_SLIDES_ID, PUBLIC_HOOKS as HOOK, PUBLIC_TOAST_ID } from '~/lib/public-hooks';

const NAVBAR_SOLID_AFTER_PX = 8;

const all = <T extends Element = HTMLElement>(hook: string) => Array.from(document.querySelectorAll<T>(`[${hook}]`));

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function followScroll() {
  const update = () => {
    frame = 0;
    const y = window.scrollY;
    for (const navbar of all(HOOK.navbar)) {
      if (navbar.getAttribute(HOOK.navbar) === 'over-hero') navbar.dataset.solid = String(y > NAVBAR_SOLID_AFTER_PX);
    }
    // Never over a form: a thumb meant for "Pesan via WhatsApp" would open a plain chat instead.
    for (const buttons of all(HOOK.floatingButtons)) buttons.hidden = y <= window.innerHeight / 4 || formsInView.size > 0;
  };
  let frame = 0;
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  // The forms that post (booking, order, review) on screen, even partly.
  const formsInView = new Set<Element>();
  const forms = document.querySelectorAll('form[method="post" i]');
  if (forms.length) {
    const watcher = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) formsInView.add(entry.target);
        else formsInView.delete(entry.target);
      }
      schedule();
    });
    for (const form of forms) watcher.observe(form);
  }
  update();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
}

function closeMenus(except?: EventTarget | null) {
  for (const menu of all<HTMLDetailsElement>(HOOK.menu)) {
    if (menu.open && !(except instanceof Node && menu.contains(except))) menu.open = false;
  }
}

/** The server shows every toggle (it cannot measure); hide those whose text fits. */
function measureClampedTexts() {
  for (const toggle of all<HTMLButtonElement>(HOOK.clampToggle)) {
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (body && toggle.getAttribute('aria-expanded') !== 'true') toggle.hidden = body.scrollHeight <= body.clientHeight + 1;
  }
}

function toggleClampedText(toggle: HTMLButtonElement) {
  const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!body) return;
  const expand = toggle.getAttribute('aria-expanded') !== 'true';
  body.classList.toggle('line-clamp-3', !expand);
  body.classList.toggle('js-clamp', !expand);
  toggle.setAttribute('aria-expanded', String(expand));
  toggle.textContent = (expand ? toggle.dataset.less : toggle.dataset.more) ?? '';
}

/**
 * Under `npm run dev`, every .tsx module checks for Remix's React Refresh preamble, which only
 * hydrated pages install: say it is there (the islands then simply skip hot reloading).
 */
function allowIslandsInDev() {
  if (!import.meta.env.DEV) return;
  Object.assign(window, { $RefreshReg$: () => {}, $RefreshSig$: () => (type: unknown) => type, __vite_plugin_react_preamble_installed__: true });
}

const loadGallery = () => import('./gallery-island');

function readJson<T>(id: string): T | null {
  const element = document.getElementById(id);
  return element?.textContent ? (JSON.parse(element.textContent) as T) : null;
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  closeMenus(target);
  if (!target || event.defaultPrevented || !isPlainClick(event)) return;

  if (target.closest(`[${HOOK.themeToggle}]`)) return setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
  if (target.closest(`[${HOOK.scrollToTop}]`)) return smoothScrollTo(0);
  const copy = target.closest<HTMLButtonElement>(`[${HOOK.copy}]`);
  if (copy) return copyText(copy);

  const clampToggle = target.closest<HTMLButtonElement>(`[${HOOK.clampToggle}]`);
  if (clampToggle) return toggleClampedText(clampToggle);

  const photo = target.closest<HTMLAnchorElement>(`[${HOOK.galleryPhoto}]`);
  const slides = photo && readJson<Parameters<typeof import('./gallery-island').openGallery>[0]>(GALLERY_SLIDES_ID);
  if (photo && slides) {
    event.preventDefault();
    void loadGallery().then(({ openGallery }) => openGallery(slides, Number(photo.getAttribute(HOOK.galleryPhoto)), photo));
    return;
  }

  // Links to a place on this page (Kontak, 'Lihat Paket Wisata') glide there; a menu link closes its menu.
  const anchor = target.closest('a[href^="#"]');
  const id = anchor?.getAttribute('href')?.slice(1);
  if (anchor?.closest(`[${HOOK.menu}]`)) closeMenus();
  if (id && smoothScrollToId(decodeURIComponent(id))) event.preventDefault();
}

/** A copy button: its text to the clipboard, then it says so (its `data-copied`) for a moment. */
function copyText(button: HTMLButtonElement) {
  const label = button.textContent;
  void navigator.clipboard.writeText(button.getAttribute(HOOK.copy) ?? '').then(() => {
    button.textContent = button.dataset.copied ?? label;
    setTimeout(() => (button.textContent = label), 2500);
  });
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape') return;
  const open = all<HTMLDetailsElement>(HOOK.menu).find((menu) => menu.open);
  if (!open) return;
  open.open = false;
  open.querySelector('summary')?.focus();
}

/** How near the screen a map comes before its iframe goes in: a little ahead, so it is drawing when scrolled to. */
const MAP_MARGIN = '200px 0px';

/** Each place's map, put in when it nears the screen (components/public/map-embed.tsx). */
function loadMapsWhenNear() {
  const places = all(HOOK.mapEmbed);
  if (!places.length) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting || !(target instanceof HTMLElement)) continue;
        observer.unobserve(target);
        const frame = Object.assign(document.createElement('iframe'), {
          src: target.dataset.src ?? '',
          title: target.dataset.title ?? '',
          referrerPolicy: 'no-referrer-when-downgrade',
          allowFullscreen: true,
          className: 'size-full border-0',
        });
        target.replaceChildren(frame);
      }
    },
    { rootMargin: MAP_MARGIN },
  );
  for (const place of places) observer.observe(place);
}

/** The service worker (issue 26), and what shows it: the banner of a saved copy, the save button. */
function startOfflineReading() {
  // A copy saved on the device carries its banner; a live region says it again for screen readers.
  const text = document.getElementById(OFFLINE_BANNER_ID)?.textContent;
  if (text) {
    const live = Object.assign(document.createElement('p'), { role: 'status', className: 'sr-only' });
    document.body.append(live);
    setTimeout(() => (live.textContent = text), 500);
  }
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  addEventListener('load', () => void navigator.serviceWorker.register(WORKER_PATH).catch(() => undefined));
  if (document.querySelector(`[${HOOK.saveOffline}]`)) void import('./save-offline').then(({ enhanceSaveButtons }) => enhanceSaveButtons());
}

function start() {
  allowIslandsInDev();
  followScroll();
  measureClampedTexts();
  window.addEventListener('resize', measureClampedTexts);
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  startOfflineReading();
  loadMapsWhenNear();
  // Copy buttons exist only where the browser lets the page write the clipboard (a secure page).
  if (navigator.clipboard) for (const button of all<HTMLButtonElement>(HOOK.copy)) button.hidden = false;
  // Warm the photo viewer's code when a visitor is about to pick a photo.
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, (event) => {
      if (event.target instanceof Element && event.target.closest(`[${HOOK.galleryPhoto}]`)) void loadGallery();
    }, { passive: true });
  }
  const toast = readJson<Toast>(PUBLIC_TOAST_ID);
  if (toast) void import('./toast-island').then(({ showToast }) => showToast(toast));
  // A homestay's booking form or a product's order form: its code loads only on those pages.
  const orderForms = document.querySelector(`[${HOOK.orderForm}]`) ? import('./order-form').then(({ enhanceOrderForms }) => enhanceOrderForms()) : Promise.resolve();
  // A guest's proof of payment: shrunk before it goes (its code loads only on a status page that asks for one).
  const proofInputs = document.querySelector(`[${HOOK.shrinkPhoto}]`) ? import('./proof-photo').then(({ enhanceProofInputs }) => enhanceProofInputs()) : Promise.resolve();
  void Promise.allSettled([orderForms, proofInputs]).finally(() => document.documentElement.setAttribute(ENHANCED, ''));
}

start();
