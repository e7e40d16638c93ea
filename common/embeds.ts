/**
 * The embeddable player (server/features/embeds): which pages have one, the frame's address and height,
 * and the <iframe> markup. The share menu's "copy embed code" and the oEmbed answer both write it here,
 * so the code a person copies and the code an editor (WordPress, Ghost, Discourse) pastes are the same.
 */
export const EMBED_KINDS = ['song', 'playlist', 'episode'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

export const isEmbedKind = (value: string): value is EmbedKind => (EMBED_KINDS as readonly string[]).includes(value);

export const embedPath = (kind: EmbedKind, id: number) => `/embed/${kind}/${id}`;

/**
 * The frame's height in CSS pixels, which the player is drawn for: the player bar alone (an episode, a
 * song without lyrics), with the lyrics under it (a song with lyrics), or with the track list (a playlist).
 */
export function embedHeight(kind: EmbedKind, options: { lyrics?: boolean } = {}): number {
  if (kind === 'playlist') return 420;
  if (kind === 'song' && options.lyrics) return 380;
  return 176;
}

/** The page a Hees address shows, when it is one with a player to embed: `/song/12` (also `/song/12/`, `?t=95`). */
export function embeddablePage(pathname: string): { kind: EmbedKind; id: number } | undefined {
  const match = /^\/(song|playlist|episode)\/([1-9]\d{0,9})\/?$/.exec(pathname);
  if (!match) return undefined;
  const id = Number(match[2]);
  return isEmbedKind(match[1]!) && id <= 2_147_483_647 ? { kind: match[1], id } : undefined;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface EmbedFrame {
  /** The site's origin, without a trailing slash. */
  origin: string;
  kind: EmbedKind;
  id: number;
  /** The frame's accessible name (`Hooyo · Maryam Mursal`). */
  title: string;
  /** Pixels, or '100%' to fill the column it is pasted into (the copied code). */
  width: number | '100%';
  height: number;
}

/** The <iframe> other sites paste: lazy, no border, allowed to play (autoplay only after a tap, as browsers require). */
export function embedIframe({ origin, kind, id, title, width, height }: EmbedFrame): string {
  const src = `${origin.replace(/\/$/, '')}${embedPath(kind, id)}`;
  return `<iframe src="${escapeAttribute(src)}" width="${width}" height="${height}" frameborder="0" allow="autoplay; encrypted-media" loading="lazy" title="${escapeAttribute(title)}"></iframe>`;
}
