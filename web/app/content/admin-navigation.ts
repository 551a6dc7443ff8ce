// The back office's navigation, which routes/admin.tsx hands the sidebar and the top bar: the
// sidebar's groups and what Ctrl+K can jump to, for the village's admins and for a partner
// (MITRA, issue 41: their own small back office). Each content type's page, label and create
// button come from the contract's registry (CONTENT_TYPES), its icon and public page from its
// web module.
import { CONTENT_KINDS, CONTENT_TYPES, ENTITY_KINDS, PARTNER_KINDS, VILLAGE_PROFILE, adminPath, type EntityKind, type UserRole } from '@desa/contract';
import { CalendarIcon, ChartIcon, CheckIcon, ReportIcon, DashboardIcon, GlobeIcon, HelpIcon, HistoryIcon, LandmarkIcon, ListChecksIcon, StarIcon, TrashIcon, UserIcon, UsersIcon } from '~/components/icons';
import type { NavGroup, NavItem, SearchTarget } from '~/components/admin/navigation';
import { KIND_ICONS, PUBLIC_MENU } from '~/content';
import { NEW_REQUESTS } from '~/lib/new-requests';

function kindItem(kind: EntityKind): NavItem {
  const type = CONTENT_TYPES[kind];
  return { name: type.admin.label, icon: KIND_ICONS[kind], path: adminPath(type) };
}

/** A partner's own listings (routes/admin.listing.tsx), and the admins' page of their changes. */
export const PARTNER_PAGES = { listings: '/admin/listing', approvals: '/admin/persetujuan' } as const;

const account: NavItem = {
  name: 'Akun',
  icon: UserIcon,
  subItems: [
    { name: 'Profile', path: '/admin/profile' },
    { name: 'Sign Out', signOut: true },
  ],
};

const publicSite: NavItem = {
  name: 'Situs Publik',
  icon: GlobeIcon,
  subItems: [{ name: 'Beranda', path: '/', external: true }, ...PUBLIC_MENU.map(({ to, label }) => ({ name: label.id, path: to, external: true }))],
};

const NAV_GROUPS: NavGroup[] = [
  {
    title: 'Menu',
    items: [
      { name: 'Dashboard', icon: DashboardIcon, path: '/admin' },
      { name: 'Pemesanan', icon: CalendarIcon, path: NEW_REQUESTS.inbox },
      { name: 'Ulasan', icon: StarIcon, path: '/admin/ulasan' },
      { name: 'Persetujuan', icon: CheckIcon, path: PARTNER_PAGES.approvals },
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
      account,
      publicSite,
    ],
  },
];

/** Pages and shortcuts the Ctrl+K field finds. */
const SEARCH_TARGETS: SearchTarget[] = [
  { name: 'Dashboard', to: '/admin' },
  { name: 'Pemesanan', to: NEW_REQUESTS.inbox },
  { name: 'Ulasan', to: '/admin/ulasan' },
  { name: 'Persetujuan', to: PARTNER_PAGES.approvals },
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

/** A partner's back office: their listings, their items' requests and reviews, their account. */
const PARTNER_NAV_GROUPS: NavGroup[] = [
  {
    title: 'Menu',
    items: [
      { name: 'Beranda', icon: DashboardIcon, path: '/admin' },
      { name: 'Listing Saya', icon: ListChecksIcon, path: PARTNER_PAGES.listings },
      { name: 'Pesanan', icon: CalendarIcon, path: NEW_REQUESTS.inbox },
      { name: 'Ulasan', icon: StarIcon, path: '/admin/ulasan' },
    ],
  },
  { title: 'Lainnya', items: [{ name: 'Bantuan', icon: HelpIcon, path: '/admin/bantuan' }, account, publicSite] },
];

const PARTNER_SEARCH_TARGETS: SearchTarget[] = [
  { name: 'Beranda', to: '/admin' },
  { name: 'Listing Saya', to: PARTNER_PAGES.listings },
  ...PARTNER_KINDS.map((kind) => ({ name: CONTENT_TYPES[kind].admin.create, to: `${adminPath(CONTENT_TYPES[kind])}?baru` })),
  { name: 'Pesanan', to: NEW_REQUESTS.inbox },
  { name: 'Ulasan', to: '/admin/ulasan' },
  { name: 'Profile', to: '/admin/profile' },
  { name: 'Bantuan', to: '/admin/bantuan' },
];

/** The menu and Ctrl+K targets of the signed-in account's role. */
export function navigationOf(role: UserRole | undefined): { groups: NavGroup[]; searchTargets: SearchTarget[] } {
  return role === 'MITRA' ? { groups: PARTNER_NAV_GROUPS, searchTargets: PARTNER_SEARCH_TARGETS } : { groups: NAV_GROUPS, searchTargets: SEARCH_TARGETS };
}
