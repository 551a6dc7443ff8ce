// Pengaturan (the options tours and packages link to) on the web: only its icon; it has no public pages.
import { SettingsIcon } from '~/components/icons';

export const icon = SettingsIcon;
