// The photo viewer's styles. The viewer opens on a click and loads React then
// (public-script/gallery-island.tsx); its styles come with it, so the page's first paint never
// waits for them (issue 42).
import lightboxStyles from 'yet-another-react-lightbox/styles.css?url';
import captionsStyles from 'yet-another-react-lightbox/plugins/captions.css?url';
import counterStyles from 'yet-another-react-lightbox/plugins/counter.css?url';

const VIEWER_STYLESHEETS = [lightboxStyles, captionsStyles, counterStyles];

/** Links the viewer's stylesheets into the page once; resolves when they apply (or failed: the viewer still opens). */
export function loadViewerStyles(): Promise<unknown> {
  return Promise.all(
    VIEWER_STYLESHEETS.map((href) => {
      const present = document.head.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
      if (present) return present.sheet ? undefined : new Promise((resolve) => present.addEventListener('load', resolve, { once: true }));
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
      const loaded = new Promise((resolve) => {
        link.onload = resolve;
        link.onerror = resolve;
      });
      document.head.append(link);
      return loaded;
    }),
  );
}
