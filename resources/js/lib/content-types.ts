/** Spec §3: what an artist does, by the content_type code stored with them. */
const ARTIST_CONTENT_TYPES: Record<string, string> = {
  HSA: 'Heesaa',
  GBY: 'Gabyaa',
  MJY: 'Majaajileyste',
  QRA: 'Qoraa',
  JIL: 'Jilaa',
  MSK: 'Musikeyste',
};

export const artistContentType = (code: string | null | undefined) => (code ? (ARTIST_CONTENT_TYPES[code] ?? null) : null);
