import type { Translate } from '@common/i18n/translator';

/** Spec §3: what an artist does, by the content_type code stored with them (the Somali names are the spec's). */
const ARTIST_CONTENT_TYPES = ['HSA', 'GBY', 'MJY', 'QRA', 'JIL', 'MSK'] as const;
type ArtistContentType = (typeof ARTIST_CONTENT_TYPES)[number];

const isArtistContentType = (code: string): code is ArtistContentType => (ARTIST_CONTENT_TYPES as readonly string[]).includes(code);

/** "Heesaa" (Somali) or "Singer" (English); null for no code or one we do not know. */
export const artistContentType = (code: string | null | undefined, t: Translate) => (code && isArtistContentType(code) ? t(`artist.role.${code}`) : null);
