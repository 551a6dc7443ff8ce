// The photo viewer's styles. The viewer opens on a click and loads React then
// (public-script/gallery-island.tsx); its styles come with it, so the page's first paint never
// waits for them (issue 42).
import lightboxStyles from 'yet-another-react-lightbox/styles.css?url';
import captionsStyles from 'yet-another-react-lightbox/plugins/captions.css?url';
import counterStyles from 'yet-another-react-lightbox/plugins/counter.css?url';

const VIEWER_STYLESHEETS = [lightboxStyles, captionsStyles, counterStyles];

const stylesheets = new Map<string, Promise<void>>();

/** Links a stylesheet into the page once; the promise settles when it applies or failed. */
function linkStylesheet(href: string): Promise<void> {
  let settled = stylesheets.get(href);
  if (!settled) {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    settled = new Promise((resolve) => {
      link.onload = () => resolve();
      link.onerror = () => resolve();
    });
    document.head.append(link);
    stylesheets.set(href, settled);
  }
  return settled;
}

/** Links the viewer's stylesheets into the page once; resolves when they apply (or failed: the viewer still opens). */
export function loadViewerStyles(): Promise<unknown> {
  return Promise.all(VIEWER_STYLESHEETS.map(linkStylesheet));
}
