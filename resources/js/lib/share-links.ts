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

/** The share image of a page (`/share/song/12.png`): what og:image names and the share menu offers. */
export const shareCardPath = (kind: 'song' | 'artist' | 'album' | 'playlist' | 'episode' | 'event' | 'story', id: number) => `/share/${kind}/${id}.png`;

/** A lyric card of some sung lines of one version of a song's lyrics. */
export const lyricCardPath = (verseId: number, lines: number[]) => `/share/lyrics/${verseId}.png?lines=${[...lines].sort((a, b) => a - b).join(',')}`;
