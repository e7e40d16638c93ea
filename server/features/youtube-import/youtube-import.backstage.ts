import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { idParam } from '../../http/params';
import { ServiceUnavailable, ValidationError } from '../../http/errors';
import { validate } from '../../http/validate';
import { validateForm } from '../../backstage/form-input';
import { listUploads, YoutubeApiError, type YoutubeApiConfig } from '../../services/youtube/youtube-data-api';
import { VideoUnavailable } from '../../services/yt-dlp/download-audio';
import { videoFormats } from '../../services/yt-dlp/video-formats';
import { ToolFailed } from '../../services/run-tool';
import { createSong } from '../songs/songs.writes';
import { songFields } from '../songs/songs.schema';
import { addChannel, channelInput, listChannels, presentChannel, removeChannel, uploadsPlaylistOf } from './youtube-channels';

const apiConfig = ({ config }: AppContext): YoutubeApiConfig => ({ ...config.youtubeApi, allowHosts: config.outboundAllowHosts });

/** The API's refusals reach staff as a message with a status the panel can show (502/503), never a 500. */
async function askYoutube<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof YoutubeApiError) {
      if (error.status === 503) throw new ServiceUnavailable(error.message);
      throw new ValidationError({ channelId: [error.message] });
    }
    throw error;
  }
}

/** GET /api/backstage/youtube-channels: the picker's channels, and whether the API is configured. */
export const youtubeChannels =
  (context: AppContext): RequestHandler =>
  async (_req, res) => {
    res.json({ configured: Boolean(context.config.youtubeApi.key), channels: (await listChannels(context.db.knex)).map(presentChannel) });
  };

/** POST /api/backstage/youtube-channels {name, channel}: adds a channel to the picker. */
export const storeYoutubeChannel =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const input = validateForm(channelInput, req.body ?? {});
    const row = await askYoutube(() => addChannel(context.db.knex, apiConfig(context), req.user!.id, input));
    res.status(201).json({ message: `${row.name} was added to the channels.`, data: presentChannel(row) });
  };

/** DELETE /api/backstage/youtube-channels/{id}: removes a channel from the picker (its imported songs stay). */
export const destroyYoutubeChannel =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const row = await removeChannel(context.db.knex, req.user!.id, idParam(req.params.id, 'That channel is not in the list.'));
    res.json({ message: `${row.name} was removed from the channels.`, data: presentChannel(row) });
  };

export const listingQuery = z.object({
  channelId: z.string('Choose a channel.').trim().min(1, 'Choose a channel.').max(300, 'Choose a channel.'),
  pageToken: z.string().regex(/^[\w-]{1,100}$/, 'That page token is not YouTube’s.').optional().or(z.literal('').transform(() => undefined)),
});

/**
 * GET /api/backstage/import-youtube?channelId=&pageToken= (spec §7): a page of the channel's videos
 * in spec §3's listing shape, newest first; `imported` maps the videos already on the site to their song.
 */
export const importYoutubeListing =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const query = validate(listingQuery, req.query);
    const api = apiConfig(context);
    const listing = await askYoutube(async () => listUploads(api, await uploadsPlaylistOf(context.db.knex, api, query.channelId), query.pageToken));
    const videoIds = listing.items.map((item) => item.id.videoId);
    const songs = videoIds.length ? await context.db.knex('songs').whereIn('youtube', videoIds).whereNull('deleted_at').select<{ id: number; youtube: string }[]>('id', 'youtube') : [];
    res.json({ ...listing, imported: Object.fromEntries(songs.map((song) => [song.youtube, song.id])) });
  };

/** Spec §5: the import form takes one artist and up to 4 featured artists; the video is the point. */
export const importInput = songFields.pick({ name: true, artist: true, original_artist: true, features: true, released: true, youtube: true, cover: true, meta: true }).refine((input) => input.youtube !== null, {
  message: 'The video id is required.',
  path: ['youtube'],
});

/** POST /api/backstage/song-import-youtube (spec §7): the song, its audio queued from the video. */
export const importYoutubeSong =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const input = validateForm(importInput, req.body ?? {});
    const existing = await context.db.knex('songs').where('youtube', input.youtube).whereNull('deleted_at').first<{ id: number; name: string } | undefined>('id', 'name');
    if (existing) throw new ValidationError({ youtube: [`This video is already on the site as ${existing.name} (song ${existing.id}).`] });
    const id = await createSong(context.db.knex, req.user!.id, { ...input, album: null, playlists: [], audio: null, credits: null, verses: [] });
    res.status(201).json({ message: 'Song added', data: { id, name: input.name, youtube: input.youtube, url: `/song/${id}`, edit: `/backstage/songs/${id}/edit` } });
  };

const VIDEO_ID = /^[\w-]{11}$/;

/**
 * GET /api/backstage/youtube-json/{videoId} (spec §7): the video's download formats, or a message in
 * their place when the video has none to give (removed, private).
 */
export const youtubeFormats =
  ({ config }: AppContext): RequestHandler =>
  async (req, res) => {
    const videoId = String(req.params.videoId ?? '');
    if (!VIDEO_ID.test(videoId)) throw new ValidationError({ videoId: ['Give the 11-character video id.'] });
    try {
      const formats = await videoFormats(videoId, { ytDlpPath: config.audio.ytDlpPath, extraArgs: config.audio.ytDlpArgs, watchUrl: config.audio.youtubeWatchUrl, timeoutMs: 60_000 });
      res.json(formats.length ? { formats } : { message: 'YouTube offers no downloadable formats for this video.' });
    } catch (error) {
      if (error instanceof VideoUnavailable) return void res.json({ message: error.message.replace(/^(yt-dlp:\s*)?(ERROR:\s*)?/, '') });
      if (error instanceof ToolFailed) throw new ServiceUnavailable(`yt-dlp could not read the video: ${error.message}`);
      throw error;
    }
  };

