import { startLocalHttpServer } from './local-http-server';

/**
 * A local YouTube Data API v3 that speaks the channels and playlistItems shapes the import panel
 * reads: 30 uploads on one channel (pages of up to 50, tokens as opaque strings), uploads with only
 * some thumbnail sizes, a private upload without thumbnails, key checks and a switchable quota error.
 */
export interface YoutubeStandIn {
  /** The base URL to give as YOUTUBE_API_URL. */
  url: string;
  /** The image host's base to give as YOUTUBE_THUMBNAIL_URL (with a `thumbnail`). */
  thumbnailUrl: string;
  /** host:port for OUTBOUND_ALLOW_HOSTS. */
  host: string;
  key: string;
  channelId: string;
  handle: string;
  uploadsPlaylistId: string;
  /** The uploads, newest first. */
  videos: { videoId: string; title: string }[];
  requests: string[];
  quotaExhausted: boolean;
  close(): Promise<void>;
}

const KEY = 'stand-in-key';
const CHANNEL_ID = 'UCstandinstandinstandin1';
const UPLOADS = 'UUstandinstandinstandin1';
const HANDLE = '@hiddodhawr';

const videoIdOf = (index: number) => `vid${String(index).padStart(8, '0')}`;

function thumbnails(videoId: string, index: number): Record<string, { url: string; width: number; height: number }> {
  const size = (name: string, width: number, height: number) => ({ url: `https://i.ytimg.com/vi/${videoId}/${name}.jpg`, width, height });
  const all = { default: size('default', 120, 90), medium: size('mqdefault', 320, 180), high: size('hqdefault', 480, 360), standard: size('sddefault', 640, 480), maxres: size('maxresdefault', 1280, 720) };
  // Older uploads lack the larger sizes, as on YouTube.
  if (index % 3 === 1) return { default: all.default, medium: all.medium, high: all.high };
  return all;
}

/** `thumbnail`: the JPEG answered at /vi/{id}/{size}.jpg, the video platform's image host (YOUTUBE_THUMBNAIL_URL). */
export async function startYoutubeStandIn(options: { thumbnail?: Buffer } = {}): Promise<YoutubeStandIn> {
  const videos = Array.from({ length: 30 }, (_, index) => ({ videoId: videoIdOf(index + 1), title: `Heestii ${index + 1} - Fanaan Cali (Official Video)` }));
  const stand: Partial<YoutubeStandIn> = { key: KEY, channelId: CHANNEL_ID, handle: HANDLE, uploadsPlaylistId: UPLOADS, videos, requests: [], quotaExhausted: false };
  const error = (code: number, reason: string, message: string) => ({ error: { code, message, errors: [{ message, domain: 'youtube.quota', reason }] } });

  const server = await startLocalHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    stand.requests!.push(`${url.pathname}?${url.searchParams.toString()}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(body));
    };
    if (options.thumbnail && /^\/vi\/[\w-]{11}\/\w+\.jpg$/.test(url.pathname)) {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      return void res.end(options.thumbnail);
    }
    if (url.searchParams.get('key') !== KEY) return send(400, error(400, 'keyInvalid', 'API key not valid. Please pass a valid API key.'));
    if (stand.quotaExhausted) return send(403, error(403, 'quotaExceeded', 'The request cannot be completed because you have exceeded your quota.'));
    if (url.pathname.endsWith('/channels')) {
      const matches = url.searchParams.get('id') === CHANNEL_ID || url.searchParams.get('forHandle')?.toLowerCase() === HANDLE;
      return send(200, {
        kind: 'youtube#channelListResponse',
        pageInfo: { totalResults: matches ? 1 : 0, resultsPerPage: 5 },
        ...(matches && { items: [{ kind: 'youtube#channel', id: CHANNEL_ID, snippet: { title: 'Hiddo Dhawr', customUrl: HANDLE }, contentDetails: { relatedPlaylists: { likes: '', uploads: UPLOADS } } }] }),
      });
    }
    if (url.pathname.endsWith('/playlistItems')) {
      if (url.searchParams.get('playlistId') !== UPLOADS) return send(404, error(404, 'playlistNotFound', 'The playlist identified with the request\'s playlistId parameter cannot be found.'));
      const perPage = Math.min(Number(url.searchParams.get('maxResults') ?? 5), 50);
      const token = url.searchParams.get('pageToken');
      const start = token ? Number(/^EAAaBlBUOkNC(\d+)$/.exec(token)?.[1] ?? NaN) : 0;
      if (!Number.isInteger(start)) return send(400, error(400, 'invalidPageToken', 'The request specifies an invalid page token.'));
      const page = videos.slice(start, start + perPage);
      const items = page.map((video, offset) => {
        const index = start + offset;
        const isPrivate = index === 2;
        return {
          kind: 'youtube#playlistItem',
          id: `item-${index}`,
          snippet: {
            publishedAt: new Date(Date.UTC(2025, 10, 30 - index)).toISOString(),
            channelId: CHANNEL_ID,
            title: isPrivate ? 'Private video' : video.title,
            description: isPrivate ? 'This video is private.' : `Heeso cusub ${index + 1}`,
            thumbnails: isPrivate ? {} : thumbnails(video.videoId, index),
            playlistId: UPLOADS,
            position: index,
            resourceId: { kind: 'youtube#video', videoId: video.videoId },
          },
        };
      });
      const tokenAt = (at: number) => `EAAaBlBUOkNC${at}`;
      return send(200, {
        kind: 'youtube#playlistItemListResponse',
        ...(start + perPage < videos.length && { nextPageToken: tokenAt(start + perPage) }),
        ...(start > 0 && { prevPageToken: tokenAt(Math.max(0, start - perPage)) }),
        pageInfo: { totalResults: videos.length, resultsPerPage: perPage },
        items,
      });
    }
    send(404, error(404, 'notFound', 'Not Found'));
  });
  stand.url = `${server.url}/youtube/v3`;
  stand.host = server.host;
  stand.thumbnailUrl = `${server.url}/vi`;
  stand.close = server.close;
  return stand as YoutubeStandIn;
}
