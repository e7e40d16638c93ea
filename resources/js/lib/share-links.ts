/** Where a page can be shared without the Web Share API: each app's own "share this link" address. */
export function shareTargets(url: string, title: string) {
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${link}&text=${text}` },
    { name: 'X', href: `https://x.com/intent/post?url=${link}&text=${text}` },
  ];
}

export type ShareKind = 'song' | 'artist' | 'album' | 'playlist' | 'episode' | 'event' | 'story' | 'podcast' | 'resource' | 'scholar' | 'topic' | 'genre';

/** The share image of a page (`/share/song/12.png`): what og:image names and the share menu offers. */
export const shareCardPath = (kind: ShareKind, id: number) => `/share/${kind}/${id}.png`;

/**
 * The list and static pages' cards (server/features/share/share-subjects.ts draws them): a list
 * page's fixed slug, or a static page's own slug.
 */
export type PageCardSlug = 'home' | 'search' | 'playlists' | 'podcasts' | 'just-added' | 'smart' | 'stories' | 'scholars' | 'genres' | 'apps';

/** A page's share card and what it shows, for og:image and its alt text (components/seo.tsx). */
export interface ShareCard {
  path: string;
  /** The name the card shows large. */
  subject: string;
  /** The line under it (artist, podcast, date and place...), when the card has one. */
  detail?: string | null;
  /** A list or static page's card: its title and the site's logo. */
  page?: boolean;
}

export const shareCard = (kind: ShareKind, id: number, subject: string, detail?: string | null): ShareCard => ({ path: shareCardPath(kind, id), subject, detail });

/** A list page's card by its fixed slug, or a static page's (`{ slug }`: `/pages/terms` is `terms`). */
export const pageCard = (slug: PageCardSlug | { slug: string }, subject: string): ShareCard => ({
  path: `/share/page/${typeof slug === 'string' ? slug : slug.slug}.png`,
  subject,
  page: true,
});

/** A lyric card of some sung lines of one version of a song's lyrics. */
export const lyricCardPath = (verseId: number, lines: number[]) => `/share/lyrics/${verseId}.png?lines=${[...lines].sort((a, b) => a - b).join(',')}`;
