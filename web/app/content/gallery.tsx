// Galeri on the web: its icon, its place in the public menu and its page's words (a photo of the
// grid and of the footer is `galleryItem` of components/public/gallery-grid.tsx).
import { ImageIcon } from '~/components/icons';
import type { ByLocale } from '~/lib/i18n';
import type { MenuEntry } from '~/content';

export const icon = ImageIcon;

export const menu = { position: 6, label: { id: 'Galeri', en: 'Gallery' } } satisfies MenuEntry;

const id = {
  title: 'Galeri',
  description: 'Potret alam, tradisi dan keseharian warga desa. Pilih foto untuk melihatnya lebih dekat.',
  empty: 'Belum ada foto galeri',
  soon: 'Foto-foto desa akan segera hadir di sini.',
};

export const galleryTexts: ByLocale<typeof id> = {
  id,
  en: {
    title: 'Gallery',
    description: 'Nature, traditions and everyday life in the village. Choose a photo to take a closer look.',
    empty: 'No photos yet',
    soon: 'Photos of the village will appear here soon.',
  },
};
