// The one icon set of the web app, back office and public site alike: line icons on a 24×24
// grid in the style of Lucide, stroked in the text colour, drawn inline so no icon library
// ships. 20 px unless a class sizes them (`size-4`); hidden from assistive technology (the
// control or text beside an icon names it).
import type { ComponentType, ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;
/** Any icon of the set (a content type's, a menu entry's). */
export type Icon = ComponentType<IconProps>;

/** An icon component that draws `shapes`; `base` changes the line style (a bolder stroke, a filled logo). */
function icon(shapes: ReactNode, base?: IconProps) {
  return function Icon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...base}
        {...props}
      >
        {shapes}
      </svg>
    );
  };
}

export const DashboardIcon = /*#__PURE__*/ icon(<><rect x="3" y="3" width="7" height="9" rx="1.5" /><rect x="14" y="3" width="7" height="5" rx="1.5" /><rect x="14" y="12" width="7" height="9" rx="1.5" /><rect x="3" y="16" width="7" height="5" rx="1.5" /></>);

export const MapPinIcon = /*#__PURE__*/ icon(<><path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" /><path d="M15 10a3 3 0 1 1-6 0 3 3 0 0 1 6 0" /></>);

export const PackageIcon = /*#__PURE__*/ icon(<><path d="M21 8 12 3 3 8v8l9 5 9-5z" /><path d="m3 8 9 5 9-5M12 13v8M7.5 5.5l9 5" /></>);

export const ArticleIcon = /*#__PURE__*/ icon(<><path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" /><path d="M14 3v6h6M8 13h8M8 17h6" /></>);

export const CalendarIcon = /*#__PURE__*/ icon(<><path d="M8 2v4" /><path d="M16 2v4" /><path d="M3 10h18" /><path d="M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" /></>);

export const ImageIcon = /*#__PURE__*/ icon(<><path d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z" /><path d="M11 9a2 2 0 1 1-4 0 2 2 0 0 1 4 0" /><path d="m21 15-3.09-3.09a2 2 0 0 0-2.82 0L6 21" /></>);

export const ImageOffIcon = /*#__PURE__*/ icon(<><path d="M3 3l18 18M10.4 5H19a2 2 0 0 1 2 2v8.6M19 21H5a2 2 0 0 1-2-2V7c0-.8.5-1.5 1.2-1.8" /><path d="m3 17 5-5 3.5 3.5M14 14l1-1 6 6" /></>);

export const SettingsIcon = /*#__PURE__*/ icon(<><circle cx="12" cy="12" r="3" /><path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" /></>);

/** A question in a circle: Bantuan. */
export const HelpIcon = /*#__PURE__*/ icon(<><circle cx="12" cy="12" r="9" /><path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6" /><path d="M12 17h.01" /></>);

/** The village hall: Profil Desa. */
export const LandmarkIcon = /*#__PURE__*/ icon(<><path d="M12 2.5 20.5 7h-17z" /><path d="M6 10.5v7M10 10.5v7M14 10.5v7M18 10.5v7M3 21h18" /></>);

export const UserIcon = /*#__PURE__*/ icon(<><path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" /><path d="M16 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0" /></>);

export const GlobeIcon = /*#__PURE__*/ icon(<><path d="M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0" /><path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" /><path d="M2 12h20" /></>);

export const ChevronDownIcon = /*#__PURE__*/ icon(<path d="m6 9 6 6 6-6" />);

export const ChevronRightIcon = /*#__PURE__*/ icon(<path d="m9 18 6-6-6-6" />);

export const ChevronLeftIcon = /*#__PURE__*/ icon(<path d="m15 18-6-6 6-6" />);

export const MenuIcon = /*#__PURE__*/ icon(<><path d="M4 6h16" /><path d="M4 12h16" /><path d="M4 18h16" /></>);

export const CloseIcon = /*#__PURE__*/ icon(<><path d="M18 6 6 18" /><path d="m6 6 12 12" /></>);

export const DotsIcon = /*#__PURE__*/ icon(<><circle cx="5" cy="12" r="1" fill="currentColor" /><circle cx="12" cy="12" r="1" fill="currentColor" /><circle cx="19" cy="12" r="1" fill="currentColor" /></>);

export const PlusIcon = /*#__PURE__*/ icon(<path d="M12 5v14M5 12h14" />);

export const PencilIcon = /*#__PURE__*/ icon(<path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />);

export const TrashIcon = /*#__PURE__*/ icon(<path d="M3 6h18M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />);

export const SearchIcon = /*#__PURE__*/ icon(<><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></>);

export const LogOutIcon = /*#__PURE__*/ icon(<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);

export const SunIcon = /*#__PURE__*/ icon(<><path d="M12 3v2" /><path d="M12 19v2" /><path d="m4.93 4.93 1.41 1.41" /><path d="m17.66 17.66 1.41 1.41" /><path d="M3 12h2" /><path d="M19 12h2" /><path d="m6.34 17.66-1.41 1.41" /><path d="m19.07 4.93-1.41 1.41" /><path d="M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0" /></>);

export const MoonIcon = /*#__PURE__*/ icon(<path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />);

export const EyeIcon = /*#__PURE__*/ icon(<><path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" /></>);

export const EyeOffIcon = /*#__PURE__*/ icon(<path d="M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a18 18 0 0 1-2.9 3.9M6.6 6.6A18 18 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />);

export const ClockIcon = /*#__PURE__*/ icon(<><path d="M12 6v6l4 2" /><path d="M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0" /></>);

export const TicketIcon = /*#__PURE__*/ icon(<><path d="M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z" /><path d="M13 5v2" /><path d="M13 17v2" /><path d="M13 11v2" /></>);

export const BoldIcon = /*#__PURE__*/ icon(<path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />, { strokeWidth: '2.4' });

export const ItalicIcon = /*#__PURE__*/ icon(<path d="M19 4h-9M14 20H5M15 4 9 20" />);

export const UnderlineIcon = /*#__PURE__*/ icon(<path d="M6 4v6a6 6 0 0 0 12 0V4M4 20h16" />);

export const ListOrderedIcon = /*#__PURE__*/ icon(<path d="M10 6h11M10 12h11M10 18h11M4 6h1v4M4 10h2M6 18H4c0-1 2-2 2-3s-1-1.5-2-1" />);

export const ListIcon = /*#__PURE__*/ icon(<><path d="M9 6h12M9 12h12M9 18h12" /><circle cx="4.5" cy="6" r="1" fill="currentColor" /><circle cx="4.5" cy="12" r="1" fill="currentColor" /><circle cx="4.5" cy="18" r="1" fill="currentColor" /></>);

export const ListChecksIcon = /*#__PURE__*/ icon(<path d="m3 7 2 2 4-4M3 17l2 2 4-4M13 6h8M13 12h8M13 18h8" />);

export const IndentIcon = /*#__PURE__*/ icon(<path d="m3 8 4 4-4 4M21 12h-10M21 6H11M21 18H11" />);

export const OutdentIcon = /*#__PURE__*/ icon(<path d="m7 8-4 4 4 4M21 12h-10M21 6H11M21 18H11" />);

export const RtlIcon = /*#__PURE__*/ icon(<path d="M14 4v12M10 4v12M18 4h-8.5a3.5 3.5 0 0 0 0 7H10M21 20H7M10 17l-3 3 3 3" />);

export const AlignLeftIcon = /*#__PURE__*/ icon(<path d="M3 6h18M3 12h12M3 18h16" />);

export const AlignCenterIcon = /*#__PURE__*/ icon(<path d="M3 6h18M6 12h12M4 18h16" />);

export const AlignRightIcon = /*#__PURE__*/ icon(<path d="M3 6h18M9 12h12M5 18h16" />);

export const AlignJustifyIcon = /*#__PURE__*/ icon(<path d="M3 6h18M3 12h18M3 18h18" />);

export const EraserIcon = /*#__PURE__*/ icon(<path d="m7 21-4-4a2 2 0 0 1 0-2.8L13.2 4a2 2 0 0 1 2.8 0l5 5a2 2 0 0 1 0 2.8L11.8 21zM22 21H7M5 11l9 9" />);

export const CheckIcon = /*#__PURE__*/ icon(<path d="M20 6 9 17l-5-5" />);

/** Statistik: three bars on their axes. */
export const ChartIcon = /*#__PURE__*/ icon(<><path d="M3 3v16a2 2 0 0 0 2 2h16" /><path d="M8 17v-4" /><path d="M13 17V7" /><path d="M18 17v-7" /></>);

/** Laporan: a page with a figure's lines. */
export const ReportIcon = /*#__PURE__*/ icon(<><path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7z" /><path d="M14 2v5h6" /><path d="M8 18v-3" /><path d="M12 18v-6" /><path d="M16 18v-4" /></>);

/** Cetak: a printer. */
export const PrinterIcon = /*#__PURE__*/ icon(<><path d="M6 9V2h12v7" /><path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" /><path d="M6 14h12v8H6z" /></>);

/** Riwayat: a clock turning back. */
export const HistoryIcon = /*#__PURE__*/ icon(<><path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" /><path d="M3 3v5h5" /><path d="M12 7v5l4 2" /></>);

/** Pulihkan: an arrow going back round. */
export const RestoreIcon = /*#__PURE__*/ icon(<><path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" /><path d="M3 3v5h5" /></>);

/** Tim Admin: two people. */
export const UsersIcon = /*#__PURE__*/ icon(<><path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" /><path d="M13 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0" /><path d="M22 21v-2a4 4 0 0 0-3-3.87" /><path d="M16 3.13a4 4 0 0 1 0 7.75" /></>);

/** A temporary password (Tim Admin, the first sign-in). */
export const KeyIcon = /*#__PURE__*/ icon(<><path d="m15.5 7.5 2.3 2.3a1 1 0 0 0 1.4 0l2.1-2.1a1 1 0 0 0 0-1.4L19 4" /><path d="m21 2-9.6 9.6" /><path d="M12.5 15.5a5.5 5.5 0 1 1-11 0 5.5 5.5 0 0 1 11 0" /></>);

/** Salin: two sheets. */
export const CopyIcon = /*#__PURE__*/ icon(<><rect x="8" y="8" width="14" height="14" rx="2" /><path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" /></>);

/** Nonaktifkan: a person crossed out. */
export const UserXIcon = /*#__PURE__*/ icon(<><path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" /><path d="M13 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0" /><path d="m17 8 5 5M22 8l-5 5" /></>);

/** A note: a circled i. */
export const InfoIcon = /*#__PURE__*/ icon(<><circle cx="12" cy="12" r="9" /><path d="M12 16v-4M12 8h.01" /></>);

export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <svg className={`${className} animate-spin`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export const UploadIcon = /*#__PURE__*/ icon(<path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />);

/** Unduh: an arrow into a tray. */
export const DownloadIcon = /*#__PURE__*/ icon(<path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />);

export const ArrowUpIcon = /*#__PURE__*/ icon(<><path d="m5 12 7-7 7 7" /><path d="M12 19V5" /></>);

export const ArrowRightIcon = /*#__PURE__*/ icon(<><path d="M5 12h14" /><path d="m12 5 7 7-7 7" /></>);

export const ArrowLeftIcon = /*#__PURE__*/ icon(<><path d="M19 12H5" /><path d="m12 19-7-7 7-7" /></>);

export const MailIcon = /*#__PURE__*/ icon(<><path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" /><path d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" /></>);

export const MapIcon = /*#__PURE__*/ icon(<><path d="M14.1 5.9 9.9 3.8a2 2 0 0 0-1.8 0L3.6 6a1 1 0 0 0-.6.9v12.5a1 1 0 0 0 1.4.9l3.7-1.8a2 2 0 0 1 1.8 0l4.2 2.1a2 2 0 0 0 1.8 0l4.5-2.2a1 1 0 0 0 .6-.9V5a1 1 0 0 0-1.4-.9l-3.7 1.8a2 2 0 0 1-1.8 0Z" /><path d="M15 6v15" /><path d="M9 3v15" /></>);

export const LeafIcon = /*#__PURE__*/ icon(<><path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.48 19 2c1 2 2 4.18 2 8 0 5.5-4.78 10-10 10Z" /><path d="M2 21c0-3 1.85-5.36 5.08-6C9.5 14.52 12 13 13 12" /></>);

export const ZoomIcon = /*#__PURE__*/ icon(<><path d="m21 21-4.3-4.3" /><path d="M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0" /><path d="M11 8v6" /><path d="M8 11h6" /></>);

/** WhatsApp's logo, filled. */
export const WhatsAppIcon = /*#__PURE__*/ icon(<path d="M17.47 14.38c-.3-.15-1.76-.87-2.03-.97-.27-.1-.47-.15-.67.15-.2.3-.77.97-.94 1.17-.17.2-.35.22-.64.07-.3-.15-1.26-.46-2.4-1.48-.89-.79-1.49-1.77-1.66-2.07-.17-.3-.02-.46.13-.61.13-.13.3-.35.45-.52.15-.17.2-.3.3-.5.1-.2.05-.37-.03-.52-.07-.15-.67-1.61-.92-2.2-.24-.58-.49-.5-.67-.51h-.57c-.2 0-.52.07-.79.37-.27.3-1.04 1.02-1.04 2.48 0 1.46 1.07 2.88 1.21 3.07.15.2 2.1 3.2 5.08 4.49.71.31 1.26.49 1.69.63.71.22 1.36.19 1.87.12.57-.09 1.76-.72 2.01-1.41.25-.7.25-1.29.17-1.41-.07-.13-.27-.2-.57-.35ZM12.05 21.5h-.01a9.5 9.5 0 0 1-4.84-1.32l-.35-.21-3.6.94.96-3.5-.23-.36A9.46 9.46 0 0 1 2.53 12C2.53 6.76 6.8 2.5 12.06 2.5a9.45 9.45 0 0 1 6.72 2.79 9.44 9.44 0 0 1 2.78 6.72c0 5.24-4.27 9.5-9.51 9.5Zm8.1-17.6A11.4 11.4 0 0 0 12.05.5C5.7.5.53 5.66.53 12c0 2.03.53 4 1.54 5.75L.44 23.5l5.9-1.55a11.47 11.47 0 0 0 5.7 1.45h.01c6.34 0 11.5-5.16 11.5-11.5 0-3.07-1.2-5.96-3.37-8.13Z" />, { fill: 'currentColor', stroke: 'none' });

export const InstagramIcon = /*#__PURE__*/ icon(<><rect x="2" y="2" width="20" height="20" rx="5" /><path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37Z" /><path d="M17.5 6.5h.01" /></>);

export const BedIcon = /*#__PURE__*/ icon(<><path d="M2 4v16" /><path d="M2 8h18a2 2 0 0 1 2 2v10" /><path d="M2 17h20" /><path d="M6 8v9" /></>);

export const ShoppingBagIcon = /*#__PURE__*/ icon(<><path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z" /><path d="M3 6h18" /><path d="M16 10a4 4 0 0 1-8 0" /></>);

export const DoorIcon = /*#__PURE__*/ icon(<><path d="M13 4h3a2 2 0 0 1 2 2v14" /><path d="M2 20h3" /><path d="M13 20h9" /><path d="M10 12v.01" /><path d="M13 4.56v16.16a1 1 0 0 1-1.24.97L5 20V5.56a2 2 0 0 1 1.51-1.94l4-1A2 2 0 0 1 13 4.56Z" /></>);

/** A review's star: filled in the text colour (amber for a given star, grey for one not given). */
export const StarIcon = /*#__PURE__*/ icon(<path d="M12 2.5l2.94 6.1 6.56.9-4.78 4.6 1.16 6.6L12 17.6l-5.88 3.1 1.16-6.6L2.5 9.5l6.56-.9z" />, { fill: 'currentColor', strokeWidth: 1.5 });
