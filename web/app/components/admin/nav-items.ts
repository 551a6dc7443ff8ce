// The back office's navigation: the sidebar's groups and what Ctrl+K can jump to.
import type { ComponentType, SVGProps } from 'react';
import {
  ArticleIcon,
  CalendarIcon,
  DashboardIcon,
  GlobeIcon,
  HelpIcon,
  ImageIcon,
  LandmarkIcon,
  MapPinIcon,
  PackageIcon,
  SettingsIcon,
  UserIcon,
} from './icons';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;
export type SubItem = { name: string; path: string; external?: boolean } | { name: string; signOut: true };
export type NavItem = { name: string; icon: Icon; path: string } | { name: string; icon: Icon; subItems: SubItem[] };
export type NavGroup = { title: string; items: NavItem[] };

export const NAV_GROUPS: NavGroup[] = [
  {
    title: 'Menu',
    items: [
      { name: 'Dashboard', icon: DashboardIcon, path: '/admin' },
      { name: 'Objek Wisata', icon: MapPinIcon, path: '/admin/wisata' },
      { name: 'Paket Wisata', icon: PackageIcon, path: '/admin/paket-wisata' },
      { name: 'Artikel', icon: ArticleIcon, path: '/admin/artikel' },
      { name: 'Agenda Desa', icon: CalendarIcon, path: '/admin/agenda-desa' },
      { name: 'Galeri', icon: ImageIcon, path: '/admin/galeri' },
    ],
  },
  {
    title: 'Lainnya',
    items: [
      { name: 'Pengaturan', icon: SettingsIcon, path: '/admin/pengaturan' },
      { name: 'Profil Desa', icon: LandmarkIcon, path: '/admin/profil-desa' },
      { name: 'Bantuan', icon: HelpIcon, path: '/admin/bantuan' },
      {
        name: 'Akun',
        icon: UserIcon,
        subItems: [
          { name: 'Profile', path: '/admin/profile' },
          { name: 'Sign Out', signOut: true },
        ],
      },
      {
        name: 'Situs Publik',
        icon: GlobeIcon,
        subItems: [
          { name: 'Beranda', path: '/', external: true },
          { name: 'Wisata', path: '/wisata', external: true },
          { name: 'Agenda', path: '/agenda', external: true },
          { name: 'Artikel', path: '/artikel', external: true },
          { name: 'Galeri', path: '/galeri', external: true },
        ],
      },
    ],
  },
];

/** Pages and shortcuts the Ctrl+K field finds. */
export const SEARCH_TARGETS: Array<{ name: string; to: string }> = [
  { name: 'Dashboard', to: '/admin' },
  { name: 'Objek Wisata', to: '/admin/wisata' },
  { name: 'Tambah Objek Wisata', to: '/admin/wisata?baru' },
  { name: 'Paket Wisata', to: '/admin/paket-wisata' },
  { name: 'Buat Paket Wisata', to: '/admin/paket-wisata?baru' },
  { name: 'Artikel', to: '/admin/artikel' },
  { name: 'Buat Artikel', to: '/admin/artikel?baru' },
  { name: 'Agenda Desa', to: '/admin/agenda-desa' },
  { name: 'Buat Agenda Desa', to: '/admin/agenda-desa?baru' },
  { name: 'Galeri', to: '/admin/galeri' },
  { name: 'Tambah Foto Galeri', to: '/admin/galeri?baru' },
  { name: 'Pengaturan', to: '/admin/pengaturan' },
  { name: 'Tambah Opsi', to: '/admin/pengaturan?baru' },
  { name: 'Profil Desa', to: '/admin/profil-desa' },
  { name: 'Profile', to: '/admin/profile' },
  { name: 'Edit Profile', to: '/admin/profile?ubah' },
  { name: 'Bantuan', to: '/admin/bantuan' },
];
