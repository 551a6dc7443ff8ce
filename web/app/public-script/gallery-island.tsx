// The photo viewer of /galeri, mounted by the public script on the first click on a photo:
// React, the lightbox and its styles load only then.
import { createRoot, type Root } from 'react-dom/client';
import type { SlideImage } from 'yet-another-react-lightbox';
import GalleryViewer from '~/components/public/gallery-viewer';
import { loadViewerStyles } from '~/components/public/viewer-styles';
import { en } from '~/lib/i18n/en';
import { id } from '~/lib/i18n/id';
import { localeOfPath } from '~/lib/locale';

let root: Root | null = null;

export async function openGallery(slides: SlideImage[], index: number, opener: HTMLElement) {
  await loadViewerStyles();
  if (!root) {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }
  const labels = (localeOfPath(window.location.pathname) === 'en' ? en : id).viewer;
  const show = (position: number) =>
    root?.render(<GalleryViewer slides={slides} labels={labels} index={position} onClose={() => show(-1)} onExited={() => opener.focus()} />);
  show(index);
}
