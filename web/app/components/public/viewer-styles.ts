// The photo viewer's styles, for the pages that open it (the gallery, a homestay's or product's photos).
import type { LinksFunction } from '@remix-run/node';
import lightboxStyles from 'yet-another-react-lightbox/styles.css?url';
import captionsStyles from 'yet-another-react-lightbox/plugins/captions.css?url';
import counterStyles from 'yet-another-react-lightbox/plugins/counter.css?url';

export const VIEWER_STYLESHEETS = [lightboxStyles, captionsStyles, counterStyles];

export const viewerLinks: LinksFunction = () => VIEWER_STYLESHEETS.map((href) => ({ rel: 'stylesheet', href }));
