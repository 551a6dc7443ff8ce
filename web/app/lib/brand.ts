/** The village's green (Tailwind's `brand-700`): the browser bar on phones, the installed site's splash and maskable icon. */
export const BRAND_COLOR = '#15803d';
