// The back office's navigation, which routes/admin.tsx hands the sidebar and the top bar: the
// sidebar's groups and what Ctrl+K can jump to. Each content type's page, label and create button
// come from the contract's registry (CONTENT_TYPES), its icon and public page from its web module.
import { CONTENT_KINDS, CONTENT_TYPES, ENTITY_KINDS, VILLAGE_PROFILE, adminPath, type EntityKind } from '@desa/contract';
import { CalendarIcon, ChartIcon, ReportIcon, DashboardIcon, GlobeIcon, HelpIcon, HistoryIcon, LandmarkIcon, StarIcon, TrashIcon, UserIcon, UsersIcon } from '~/components/icons';
import type { NavGroup, NavItem, SearchTarget } from '~/components/admin/navigation';
import { KIND_ICONS, PUBLIC_MENU } from '~/content';
import { NEW_REQUESTS } from '~/lib/new-requests';

function kindItem(kind: EntityKind): NavItem {
  const type = CONTENT_TYPES[kind];
  return { name: type.admin.label, icon: KIND_ICONS[kind], path: adminPath(type) };
}

export const NAV_GROUPS: NavGroup[] = [
  {
    title: 'Menu',
    items: [
      { name: 'Dashboard', icon: DashboardIcon, path: '/admin' },
      { name: 'Pemesanan', icon: CalendarIcon, path: NEW_REQUESTS.inbox },
      { name: 'Ulasan', icon: StarIcon, path: '/admin/ulasan' },
      { name: 'Statistik', icon: ChartIcon, path: '/admin/statistik' },
      { name: 'Laporan', icon: ReportIcon, path: '/admin/laporan' },
      ...CONTENT_KINDS.map(kindItem),
    ],
  },
  {
    title: 'Lainnya',
    items: [
      kindItem('setting'),
      { name: VILLAGE_PROFILE.admin.label, icon: LandmarkIcon, path: adminPath(VILLAGE_PROFILE) },
      { name: 'Tim Admin', icon: UsersIcon, path: '/admin/tim' },
      { name: 'Riwayat', icon: HistoryIcon, path: '/admin/riwayat' },
      { name: 'Sampah', icon: TrashIcon, path: '/admin/sampah' },
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
        subItems: [{ name: 'Beranda', path: '/', external: true }, ...PUBLIC_MENU.map(({ to, label }) => ({ name: label.id, path: to, external: true }))],
      },
    ],
  },
];

/** Pages and shortcuts the Ctrl+K field finds. */
export const SEARCH_TARGETS: SearchTarget[] = [
  { name: 'Dashboard', to: '/admin' },
  { name: 'Pemesanan', to: NEW_REQUESTS.inbox },
  { name: 'Ulasan', to: '/admin/ulasan' },
  { name: 'Statistik', to: '/admin/statistik' },
  { name: 'Laporan', to: '/admin/laporan' },
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
  { name: 'Tim Admin', to: '/admin/tim' },
  { name: 'Riwayat', to: '/admin/riwayat' },
  { name: 'Sampah', to: '/admin/sampah' },
  { name: 'Bantuan', to: '/admin/bantuan' },
];
