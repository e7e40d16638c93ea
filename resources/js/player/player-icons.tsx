import { Icon, icon, type IconProps } from '../components/icons';

/** The player's controls; filled shapes read better than outlines at button size. */
export const PlayIcon = icon(<path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" fill="currentColor" stroke="none" />);

export const PauseIcon = icon(<rect x="6.5" y="5" width="4" height="14" rx="1.2" fill="currentColor" stroke="none" />, <rect x="13.5" y="5" width="4" height="14" rx="1.2" fill="currentColor" stroke="none" />);

export const PreviousIcon = icon(<path d="M18 6.2v11.6a.8.8 0 0 1-1.24.67L8.5 13.1a1.3 1.3 0 0 1 0-2.2l8.26-5.37A.8.8 0 0 1 18 6.2z" fill="currentColor" stroke="none" />, <path d="M6 5.5v13" strokeWidth={2.2} />);

export const NextIcon = icon(<path d="M6 6.2v11.6a.8.8 0 0 0 1.24.67l8.26-5.37a1.3 1.3 0 0 0 0-2.2L7.24 5.53A.8.8 0 0 0 6 6.2z" fill="currentColor" stroke="none" />, <path d="M18 5.5v13" strokeWidth={2.2} />);

/** Lyrics: lines of text beside a quotation mark. */
export const LyricsIcon = icon('M4 6h9M4 10.5h9M4 15h6', 'M16 14.5c0-2.5 1.2-4 3.5-4.5M16 14.5a1.75 1.75 0 1 0 3.5 0 1.75 1.75 0 0 0-3.5 0z');

/** Recently played: a list with a clock. */
export const HistoryIcon = icon('M4 6h10M4 11h6M4 16h5', <circle cx="16.5" cy="15.5" r="4.5" />, 'M16.5 13.3v2.3l1.5 1');

/** Smart music stems: a waveform split in two. */
export const StemsIcon = icon('M3 12h2M7 8v8M11 5v14M15 9v6M19 7v10M21 12h0');

/** Shuffle: two crossing arrows. */
export const ShuffleIcon = icon('M3 7h3.5c2 0 3.2 1 4.3 2.7l2.4 3.6c1.1 1.7 2.3 2.7 4.3 2.7H21M3 17h3.5c1.4 0 2.4-.5 3.3-1.4M14.2 8.4C15.1 7.5 16.1 7 17.5 7H21', 'm18.5 4.5 2.5 2.5-2.5 2.5M18.5 14.5l2.5 2.5-2.5 2.5');

/** Repeat: a loop of arrows; with a small 1 for repeat one. */
export const RepeatIcon = ({ one, ...p }: IconProps & { one?: boolean }) => (
  <Icon {...p}>
    <path d="M4 11V9.5A2.5 2.5 0 0 1 6.5 7H19M20 13v1.5a2.5 2.5 0 0 1-2.5 2.5H5" />
    <path d="m16.5 4.5 2.5 2.5-2.5 2.5M7.5 19.5 5 17l2.5-2.5" />
    {one && <path d="M11.3 10.6 12.4 10v4.2" strokeWidth={1.6} />}
  </Icon>
);
