// The back office's navigation: the sidebar's groups and what Ctrl+K can jump to. Each content
// type's page, label and create button come from the contract's registry (CONTENT_TYPES).
import type { ComponentType, SVGProps } from 'react';
import { CONTENT_KINDS, CONTENT_TYPES, ENTITY_KINDS, VILLAGE_PROFILE, adminPath, type EntityKind } from '@desa/contract';
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
} from '~/components/icons';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;
export type SubItem = { name: string; path: string; external?: boolean } | { name: string; signOut: true };
export type NavItem = { name: string; icon: Icon; path: string } | { name: string; icon: Icon; subItems: SubItem[] };
export type NavGroup = { title: string; items: NavItem[] };

/** The icon of each content type, in the menu and on the dashboard. */
export const KIND_ICONS: Record<EntityKind, Icon> = {
  tour: MapPinIcon,
  package: PackageIcon,
  article: ArticleIcon,
  event: CalendarIcon,
  gallery: ImageIcon,
  setting: SettingsIcon,
};

function kindItem(kind: EntityKind): NavItem {
  const type = CONTENT_TYPES[kind];
  return { name: type.admin.label, icon: KIND_ICONS[kind], path: adminPath(type) };
}

export const NAV_GROUPS: NavGroup[] = [
  {
    title: 'Menu',
    items: [
      { name: 'Dashboard', icon: DashboardIcon, path: '/admin' },
      ...CONTENT_KINDS.map(kindItem),
    ],
  },
  {
    title: 'Lainnya',
    items: [
      kindItem('setting'),
      { name: VILLAGE_PROFILE.admin.label, icon: LandmarkIcon, path: adminPath(VILLAGE_PROFILE) },
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
  ...ENTITY_KINDS.flatMap((kind) => {
    const type = CONTENT_TYPES[kind];
    return [
      { name: type.admin.label, to: adminPath(type) },
      { name: type.admin.create, to: `${adminPath(type)}?baru` },
    ];
  }),
  { name: VILLAGE_PROFILE.admin.label, to: adminPath(VILLAGE_PROFILE) },
  { name: 'Profile', to: '/admin/profile' },
  { name: 'Edit Profile', to: '/admin/profile?ubah' },
  { name: 'Bantuan', to: '/admin/bantuan' },
];
