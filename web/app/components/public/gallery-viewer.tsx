// The full-screen photo viewer of /galeri. Loaded on demand: it never ships with other pages.
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';

type GalleryViewerProps = {
  slides: SlideImage[];
  /** The viewer's own words in the page's language (lib/i18n `viewer`). */
  labels: Record<string, string>;
  index: number;
  onClose: () => void;
  onExited: () => void;
};

export default function GalleryViewer({ slides, labels, index, onClose, onExited }: GalleryViewerProps) {
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      slides={slides}
      plugins={[Zoom, Counter, Captions]}
      labels={labels}
      zoom={{ maxZoomPixelRatio: 3, doubleTapDelay: 300, scrollToZoom: true }}
      controller={{ closeOnBackdropClick: true }}
      captions={{ descriptionTextAlign: 'center' }}
      // The counter sits top left, where the title starts: the title makes room for it.
      styles={{ captionsTitleContainer: { paddingLeft: '5.5rem' } }}
      on={{ exited: onExited }}
    />
  );
}
