/**
 * Spec §5: the song's youtube field takes a full URL, and Extract ID reduces a short link or a watch
 * link to the bare video id; a bare token (no slash, no http) is kept. Shared by the form's button and
 * the server's check, so both read a link the same way. Answers null for text that names no video.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

export function extractYoutubeId(input: string): string | null {
  const text = input.trim();
  if (VIDEO_ID.test(text)) return text;
  if (!text.includes('/') && !/^https?:/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = url.pathname.split('/')[1];
  else if (HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    id = first === 'watch' ? url.searchParams.get('v') : ['shorts', 'embed', 'live', 'v'].includes(first ?? '') ? second : null;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}
