// What the back office's sidebar and top bar show: the shape of its navigation. The entries
// themselves are the content's (`content/admin-navigation.ts`); routes/admin.tsx passes them in.
import type { Icon } from '~/components/icons';

export type SubItem = { name: string; path: string; external?: boolean } | { name: string; signOut: true };
export type NavItem = { name: string; icon: Icon; path: string } | { name: string; icon: Icon; subItems: SubItem[] };
export type NavGroup = { title: string; items: NavItem[] };
/** A page or shortcut the Ctrl+K field finds. */
export type SearchTarget = { name: string; to: string };
