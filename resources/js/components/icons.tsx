import { Fragment, useId, type ReactElement, type ReactNode, type SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** 24px line icons drawn with the current text colour; decorative unless given a title by the caller. */
export function Icon({ children, className = 'size-5', ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}

/** A part of a drawing: a path's `d` (drawn with the icon's stroke), or an element drawn as given. */
type IconPart = string | ReactElement;

/** An icon component of the given parts, in order. */
export function icon(...parts: IconPart[]) {
  return function DrawnIcon(props: IconProps) {
    return (
      <Icon {...props}>
        {parts.map((part, at) => (typeof part === 'string' ? <path key={at} d={part} /> : <Fragment key={at}>{part}</Fragment>))}
      </Icon>
    );
  };
}

export const SearchIcon = icon(<circle cx="11" cy="11" r="6.5" />, 'm16 16 4.5 4.5');

export const MenuIcon = icon('M4 7h16M4 12h16M4 17h10');

export const CloseIcon = icon('M6 6l12 12M18 6 6 18');

export const SparklesIcon = icon('M10 3.5 11.6 8l4.4 1.6-4.4 1.6L10 15.7l-1.6-4.5L4 9.6 8.4 8z', 'M17.5 14.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z');

export const ListIcon = icon('M4 6h11M4 11h11M4 16h6', <circle cx="17.5" cy="17" r="2.5" />, 'M20 17V8l2 1');

export const MicIcon = icon(<rect x="9" y="3" width="6" height="11" rx="3" />, 'M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M9 21h6');

export const WandIcon = icon('m4 20 11-11M13 7l4 4', 'M18 3v3M16.5 4.5h3M20 9v2M19 10h2M9 3v2M8 4h2');

export const HeartIcon = icon('M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z');

export const PhoneIcon = icon(<rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />, 'M10.5 18.5h3');

export const NewspaperIcon = icon('M5 5h11v13a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2V6a1 1 0 0 1 1-1z', 'M16 9h3v9a2 2 0 0 1-2 2M8 9h5M8 12.5h5M8 16h3');

/** Lectures: an open book. */
export const BookIcon = icon('M12 6.5C10.5 5.3 8.3 4.7 4 5v13c4.3-.3 6.5.3 8 1.5 1.5-1.2 3.7-1.8 8-1.5V5c-4.3-.3-6.5.3-8 1.5z', 'M12 6.5v13');

export const UploadIcon = icon('M12 15V4M7.5 8.5 12 4l4.5 4.5M5 15v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3');

export const ActivityIcon = icon('M3 12h4l2.5-6 5 12 2.5-6h4');

export const ExternalIcon = icon('M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4');

export const ChevronLeftIcon = icon('m15 5-7 7 7 7');

export const ChevronRightIcon = icon('m9 5 7 7-7 7');

export const MusicIcon = icon('M9 18V5.5l11-2V16', <circle cx="6.5" cy="18" r="2.5" />, <circle cx="17.5" cy="16" r="2.5" />);

export const CalendarIcon = icon(<rect x="3.5" y="5" width="17" height="15.5" rx="2" />, 'M3.5 10h17M8 3v4M16 3v4');

export const MapPinIcon = icon('M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z', <circle cx="12" cy="10" r="2.3" />);

export const LoginIcon = icon('M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l4-4-4-4M14 12H4');

export const LogoutIcon = icon('M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M16 16l4-4-4-4M20 12H10');

export const ShieldIcon = icon('M12 3 5 6v5.5c0 4.4 3 7.8 7 9.5 4-1.7 7-5.1 7-9.5V6z', 'm9 12 2 2 4-4');

export const HomeIcon = icon('M4 11 12 4l8 7M6 9.5V20h12V9.5');

export const ClockIcon = icon(<circle cx="12" cy="12" r="8.5" />, 'M12 7.5V12l3 2');

export const InfoIcon = icon(<circle cx="12" cy="12" r="8.5" />, 'M12 11v5M12 8h.01');

export const CheckCircleIcon = icon(<circle cx="12" cy="12" r="8.5" />, 'm8.5 12 2.5 2.5 4.5-5');

export const AlertIcon = icon('M10.3 4.3 2.9 17.5A2 2 0 0 0 4.6 20.5h14.8a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0z', 'M12 9.5v4M12 17h.01');

export const ErrorIcon = icon(<circle cx="12" cy="12" r="8.5" />, 'm9.5 9.5 5 5M14.5 9.5l-5 5');

export const ShareIcon = icon(<circle cx="18" cy="5.5" r="2.5" />, <circle cx="6" cy="12" r="2.5" />, <circle cx="18" cy="18.5" r="2.5" />, 'm8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1');

export const ImageIcon = icon(<rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />, <circle cx="9" cy="10" r="1.8" />, 'm20.5 16-5-5-9 8.5');

export const LinkIcon = icon('M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1', 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1');

export const EmbedIcon = icon('m8 8-4 4 4 4M16 8l4 4-4 4', 'm13.5 5.5-3 13');

export const CheckIcon = icon('m5 12.5 4.5 4.5L19 7.5');

export const UserPlusIcon = icon(<circle cx="10" cy="8" r="3.5" />, 'M3.5 20a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6');

export const VideoIcon = icon(<rect x="3" y="6" width="13" height="12" rx="2" />, 'm16 10.5 5-3v9l-5-3');

/** Line explanations: a speech bubble (an explained line), an upvote, a report flag. */
export const CommentIcon = icon('M5 5.5h14a1.5 1.5 0 0 1 1.5 1.5v8a1.5 1.5 0 0 1-1.5 1.5h-7l-4.5 3.5v-3.5H5A1.5 1.5 0 0 1 3.5 15V7A1.5 1.5 0 0 1 5 5.5z', 'M8 10h8M8 13h5');

export const ArrowUpIcon = icon('M12 19V5M6 11l6-6 6 6');

export const FlagIcon = icon('M5 21V4.5M5 4.5h11l-2 4 2 4H5');

export const PenIcon = icon('M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z', 'm13.5 6.5 4 4');

export const ChevronDownIcon = icon('m5 9 7 7 7-7');

export const ArrowLeftIcon = icon('M19 12H5M11 6l-6 6 6 6');

export const TicketIcon = icon('M4 7a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4z', <path d="M14.5 6v12" strokeDasharray="2 2" />);

export const TagIcon = icon('M3.5 12.3V4.5a1 1 0 0 1 1-1h7.8l8.2 8.2a1.4 1.4 0 0 1 0 2l-6.8 6.8a1.4 1.4 0 0 1-2 0z', <circle cx="8" cy="8" r="1.3" />);

export const MailIcon = icon(<rect x="3" y="5.5" width="18" height="13" rx="2" />, 'm4 7 8 6 8-6');

export const WaveIcon = icon('M4 10v4M8 7v10M12 4v16M16 8v8M20 11v2');

/** The Apple mark, simplified; filled. */
export const AppleIcon = icon(<path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM14.2 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z" fill="currentColor" stroke="none" />);

/** A play triangle in the four store colours' shape, drawn as one outline. */
export const StorePlayIcon = icon(<path d="M5 3.8v16.4c0 .6.6.9 1.1.6l14-8.2a.7.7 0 0 0 0-1.2l-14-8.2C5.6 2.9 5 3.2 5 3.8z" fill="currentColor" stroke="none" />, <path d="M5.5 3.5 15 13M5.5 20.5 15 11" stroke="rgba(255,255,255,0.55)" strokeWidth={1.2} />);

const MENU_ICONS: Record<string, (p: IconProps) => ReactNode> = {
  search: SearchIcon,
  sparkles: SparklesIcon,
  list: ListIcon,
  mic: MicIcon,
  wand: WandIcon,
  heart: HeartIcon,
  phone: PhoneIcon,
  newspaper: NewspaperIcon,
  book: BookIcon,
  upload: UploadIcon,
  activity: ActivityIcon,
};

/** The icon a menu entry names (server/features/layout/menu.ts); a music note for unknown names. */
export function NamedIcon({ name, ...props }: IconProps & { name: string }) {
  const Named = MENU_ICONS[name] ?? MusicIcon;
  return <Named {...props} />;
}

/** The Hees mark: an equaliser on a teal tile (public/favicon.svg is the same drawing). */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#14b8a6" />
          <stop offset="1" stopColor="#047857" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <g strokeLinecap="round">
        <path d="M9.5 9v14M22.5 9v14M9.5 16h13" stroke="#fbf8f3" strokeWidth="3" />
        <path d="M16 11.5v9" stroke="#f5d9a8" strokeWidth="4" />
      </g>
    </svg>
  );
}
