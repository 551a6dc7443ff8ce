// Small inline icons (stroke paths in the style of Lucide), so no icon library ships.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { className?: string };

function stroke(paths: string[]) {
  return function StrokeIcon({ className = 'size-5', ...props }: IconProps) {
    return (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className} {...props}>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const MenuIcon = /*#__PURE__*/ stroke(['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const CloseIcon = /*#__PURE__*/ stroke(['M18 6 6 18', 'm6 6 12 12']);
export const SunIcon = /*#__PURE__*/ stroke(['M12 3v2', 'M12 19v2', 'm4.93 4.93 1.41 1.41', 'm17.66 17.66 1.41 1.41', 'M3 12h2', 'M19 12h2', 'm6.34 17.66-1.41 1.41', 'm19.07 4.93-1.41 1.41', 'M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0']);
export const MoonIcon = /*#__PURE__*/ stroke(['M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z']);
export const ArrowUpIcon = /*#__PURE__*/ stroke(['m5 12 7-7 7 7', 'M12 19V5']);
export const ArrowRightIcon = /*#__PURE__*/ stroke(['M5 12h14', 'm12 5 7 7-7 7']);
export const ArrowLeftIcon = /*#__PURE__*/ stroke(['M19 12H5', 'm12 19-7-7 7-7']);
export const ChevronLeftIcon = /*#__PURE__*/ stroke(['m15 18-6-6 6-6']);
export const ChevronRightIcon = /*#__PURE__*/ stroke(['m9 18 6-6-6-6']);
export const ChevronDownIcon = /*#__PURE__*/ stroke(['m6 9 6 6 6-6']);
export const MapPinIcon = /*#__PURE__*/ stroke(['M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z', 'M15 10a3 3 0 1 1-6 0 3 3 0 0 1 6 0']);
export const CalendarIcon = /*#__PURE__*/ stroke(['M8 2v4', 'M16 2v4', 'M3 10h18', 'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z']);
export const GlobeIcon = /*#__PURE__*/ stroke(['M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0', 'M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20', 'M2 12h20']);
export const ClockIcon = /*#__PURE__*/ stroke(['M12 6v6l4 2', 'M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0']);
export const TicketIcon = /*#__PURE__*/ stroke(['M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z', 'M13 5v2', 'M13 17v2', 'M13 11v2']);
export const CheckIcon = /*#__PURE__*/ stroke(['M20 6 9 17l-5-5']);
export const MailIcon = /*#__PURE__*/ stroke(['m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7', 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z']);
export const UserIcon = /*#__PURE__*/ stroke(['M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2', 'M16 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0']);
export const ImageIcon = /*#__PURE__*/ stroke(['M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z', 'M11 9a2 2 0 1 1-4 0 2 2 0 0 1 4 0', 'm21 15-3.09-3.09a2 2 0 0 0-2.82 0L6 21']);
export const MapIcon = /*#__PURE__*/ stroke(['M14.1 5.9 9.9 3.8a2 2 0 0 0-1.8 0L3.6 6a1 1 0 0 0-.6.9v12.5a1 1 0 0 0 1.4.9l3.7-1.8a2 2 0 0 1 1.8 0l4.2 2.1a2 2 0 0 0 1.8 0l4.5-2.2a1 1 0 0 0 .6-.9V5a1 1 0 0 0-1.4-.9l-3.7 1.8a2 2 0 0 1-1.8 0Z', 'M15 6v15', 'M9 3v15']);
export const LeafIcon = /*#__PURE__*/ stroke(['M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.48 19 2c1 2 2 4.18 2 8 0 5.5-4.78 10-10 10Z', 'M2 21c0-3 1.85-5.36 5.08-6C9.5 14.52 12 13 13 12']);
export const ZoomIcon = /*#__PURE__*/ stroke(['m21 21-4.3-4.3', 'M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0', 'M11 8v6', 'M8 11h6']);

export function WhatsAppIcon({ className = 'size-5', ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className} {...props}>
      <path d="M17.47 14.38c-.3-.15-1.76-.87-2.03-.97-.27-.1-.47-.15-.67.15-.2.3-.77.97-.94 1.17-.17.2-.35.22-.64.07-.3-.15-1.26-.46-2.4-1.48-.89-.79-1.49-1.77-1.66-2.07-.17-.3-.02-.46.13-.61.13-.13.3-.35.45-.52.15-.17.2-.3.3-.5.1-.2.05-.37-.03-.52-.07-.15-.67-1.61-.92-2.2-.24-.58-.49-.5-.67-.51h-.57c-.2 0-.52.07-.79.37-.27.3-1.04 1.02-1.04 2.48 0 1.46 1.07 2.88 1.21 3.07.15.2 2.1 3.2 5.08 4.49.71.31 1.26.49 1.69.63.71.22 1.36.19 1.87.12.57-.09 1.76-.72 2.01-1.41.25-.7.25-1.29.17-1.41-.07-.13-.27-.2-.57-.35ZM12.05 21.5h-.01a9.5 9.5 0 0 1-4.84-1.32l-.35-.21-3.6.94.96-3.5-.23-.36A9.46 9.46 0 0 1 2.53 12C2.53 6.76 6.8 2.5 12.06 2.5a9.45 9.45 0 0 1 6.72 2.79 9.44 9.44 0 0 1 2.78 6.72c0 5.24-4.27 9.5-9.51 9.5Zm8.1-17.6A11.4 11.4 0 0 0 12.05.5C5.7.5.53 5.66.53 12c0 2.03.53 4 1.54 5.75L.44 23.5l5.9-1.55a11.47 11.47 0 0 0 5.7 1.45h.01c6.34 0 11.5-5.16 11.5-11.5 0-3.07-1.2-5.96-3.37-8.13Z" />
    </svg>
  );
}

export function InstagramIcon({ className = 'size-5', ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className} {...props}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37Z" />
      <path d="M17.5 6.5h.01" />
    </svg>
  );
}
