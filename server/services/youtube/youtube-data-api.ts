import { OutboundFailed, safeFetch } from '../outbound/safe-fetch';

/** The YouTube Data API v3 as the import panel uses it: a channel's uploads, a page at a time. */
export interface YoutubeApiConfig {
  /** YOUTUBE_API_KEY: without it the panel says how to configure one. */
  key?: string;
  /** YOUTUBE_API_URL: Google's by default; tests point it at a local stand-in. */
  baseUrl: string;
  allowHosts: readonly string[];
}

/** YouTube refused for a reason staff can act on (quota, a bad key): the message says which. */
export class YoutubeApiError extends Error {
  override name = 'YoutubeApiError';
  constructor(
    message: string,
    /** 503 when YouTube cannot answer now (quota, outage), 502 when it answered something we cannot use. */
    readonly status: 502 | 503,
  ) {
    super(message);
  }
}

export interface ResolvedChannel {
  channelId: string;
  title: string;
  uploadsPlaylistId: string;
}

interface Thumbnail {
  url: string;
  width?: number;
  height?: number;
}

/** Spec §3 "Video listing": the shape of the API's own search answer, which the panel reads. */
export interface VideoListing {
  items: { id: { videoId: string }; snippet: { title: string; description: string; publishedAt: string; thumbnails: Record<string, Thumbnail> } }[];
  nextPageToken: string | null;
  prevPageToken: string | null;
}

const PAGE_SIZE = 24;

/** The API's own words for a refusal, turned into something staff can act on. */
function refusal(status: number, body: unknown): YoutubeApiError {
  const error = (body as { error?: { message?: string; errors?: { reason?: string }[] } } | null)?.error;
  const reasons = error?.errors?.map((entry) => entry.reason) ?? [];
  if (reasons.includes('quotaExceeded') || reasons.includes('dailyLimitExceeded')) {
    return new YoutubeApiError('YouTube’s daily quota for this key is used up; it renews at midnight Pacific time.', 503);
  }
  if (reasons.includes('keyInvalid') || (status === 400 && /api key/i.test(error?.message ?? ''))) {
    return new YoutubeApiError('YouTube refused the API key: check YOUTUBE_API_KEY.', 503);
  }
  if (status === 404 || reasons.includes('playlistNotFound') || reasons.includes('channelNotFound')) {
    return new YoutubeApiError('YouTube does not know this channel.', 502);
  }
  return new YoutubeApiError(`YouTube answered ${status}${error?.message ? `: ${error.message}` : ''}.`, status >= 500 ? 503 : 502);
}

async function call(config: YoutubeApiConfig, resource: string, params: Record<string, string | undefined>): Promise<unknown> {
  if (!config.key) throw new YoutubeApiError('The YouTube API is not configured: set YOUTUBE_API_KEY (a YouTube Data API v3 key from the Google Cloud console).', 503);
  const url = new URL(`${config.baseUrl.replace(/\/+$/, '')}/${resource}`);
  for (const [name, value] of Object.entries({ ...params, key: config.key })) if (value) url.searchParams.set(name, value);
  let fetched;
  try {
    fetched = await safeFetch(url.toString(), { allowHosts: config.allowHosts, accept: 'application/json', maxBytes: 2 * 1024 * 1024, timeoutMs: 15_000 });
  } catch (error) {
    // safeFetch refuses a non-2xx status; the API's error body is what says why.
    if (error instanceof OutboundFailed && error.status) throw refusalFromFailure(error);
    throw new YoutubeApiError('YouTube could not be reached; try again in a moment.', 503);
  }
  try {
    return JSON.parse(fetched.body.toString('utf8'));
  } catch {
    throw new YoutubeApiError('YouTube answered something that is not JSON.', 502);
  }
}

function refusalFromFailure(error: OutboundFailed): YoutubeApiError {
  let parsed: unknown;
  try {
    parsed = error.body ? JSON.parse(error.body.toString('utf8')) : null;
  } catch {
    parsed = null;
  }
  return refusal(error.status!, parsed);
}

/** A channel by its id (UC…) or its handle (@name): its title and the playlist of its uploads. */
export async function resolveChannel(config: YoutubeApiConfig, channel: { channelId?: string | null; handle?: string | null }): Promise<ResolvedChannel> {
  const answer = (await call(config, 'channels', {
    part: 'snippet,contentDetails',
    ...(channel.channelId ? { id: channel.channelId } : { forHandle: channel.handle ?? '' }),
  })) as { items?: { id?: string; snippet?: { title?: string }; contentDetails?: { relatedPlaylists?: { uploads?: string } } }[] };
  const item = answer.items?.[0];
  const uploads = item?.contentDetails?.relatedPlaylists?.uploads;
  if (!item?.id || !uploads) throw new YoutubeApiError('YouTube does not know this channel.', 502);
  return { channelId: item.id, title: item.snippet?.title ?? '', uploadsPlaylistId: uploads };
}

/** One page of a channel's uploads, newest first, in the listing shape of spec §3. */
export async function listUploads(config: YoutubeApiConfig, uploadsPlaylistId: string, pageToken?: string): Promise<VideoListing> {
  const answer = (await call(config, 'playlistItems', { part: 'snippet', playlistId: uploadsPlaylistId, maxResults: String(PAGE_SIZE), pageToken })) as {
    items?: { snippet?: { title?: string; description?: string; publishedAt?: string; thumbnails?: Record<string, Thumbnail>; resourceId?: { videoId?: string } } }[];
    nextPageToken?: string;
    prevPageToken?: string;
  };
  const items = (answer.items ?? []).flatMap(({ snippet }) => {
    const videoId = snippet?.resourceId?.videoId;
    // Private and deleted uploads stay in the playlist with a placeholder title and no thumbnails.
    if (!videoId || !/^[\w-]{11}$/.test(videoId) || !snippet?.thumbnails || Object.keys(snippet.thumbnails).length === 0) return [];
    const thumbnails = Object.fromEntries(Object.entries(snippet.thumbnails).filter(([, value]) => typeof value?.url === 'string'));
    return [{ id: { videoId }, snippet: { title: snippet.title ?? '', description: snippet.description ?? '', publishedAt: snippet.publishedAt ?? '', thumbnails } }];
  });
  return { items, nextPageToken: answer.nextPageToken ?? null, prevPageToken: answer.prevPageToken ?? null };
}
