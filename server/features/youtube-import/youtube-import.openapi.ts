import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { idPath, messageWith } from '../../http/openapi/shapes';
import { channelInput, type YoutubeChannel } from './youtube-channels';
import { importInput, listingQuery } from './youtube-import.backstage';

const channel = presents<YoutubeChannel>()(z.object({ id: z.number().int(), name: z.string(), handle: z.string().nullable(), channel_id: z.string().nullable() }));

const thumbnail = z.object({ url: z.string(), width: z.number().int().optional(), height: z.number().int().optional() });

/** Spec §3 "Video listing": the YouTube Data API's own search answer, which the panel reads. */
const listing = z.object({
  items: z.array(
    z.object({
      id: z.object({ videoId: z.string() }),
      snippet: z.object({ title: z.string(), description: z.string(), publishedAt: z.string(), thumbnails: z.record(z.string(), thumbnail) }),
    }),
  ),
  nextPageToken: z.string().nullable(),
  prevPageToken: z.string().nullable(),
  imported: z.record(z.string(), z.number().int()).meta({ description: 'The videos already on the site: video id -> song id.' }),
});

const format = z.object({
  quality: z.string(),
  mimeType: z.string(),
  audioQuality: z.string().optional(),
  qualityLabel: z.string().optional(),
  url: z.string(),
  lastModified: z.string().nullable(),
});

export const youtubeImportOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/backstage/youtube-channels',
    tag: 'Backstage: YouTube',
    summary: 'The channels songs are imported from, and whether a YouTube API key is configured.',
    access: 'admin',
    responses: { 200: { description: 'The channels.', schema: z.object({ configured: z.boolean(), channels: z.array(channel) }) } },
  },
  {
    method: 'post',
    path: '/api/backstage/youtube-channels',
    tag: 'Backstage: YouTube',
    summary: 'Adds a channel by its handle, id or address.',
    access: 'admin',
    body: channelInput,
    errors: [409],
    responses: { 201: { description: 'Added.', schema: messageWith(channel) } },
  },
  {
    method: 'delete',
    path: '/api/backstage/youtube-channels/:id',
    tag: 'Backstage: YouTube',
    summary: 'Removes a channel from the list.',
    access: 'admin',
    params: z.object({ id: idPath('The channel\'s id (ours).') }),
    responses: { 200: { description: 'Removed.', schema: messageWith(channel) } },
  },
  {
    method: 'get',
    path: '/api/backstage/import-youtube',
    tag: 'Backstage: YouTube',
    summary: 'A page of a channel\'s videos, newest first.',
    access: 'admin',
    query: listingQuery,
    responses: { 200: { description: 'The listing.', schema: listing } },
  },
  {
    method: 'post',
    path: '/api/backstage/song-import-youtube',
    tag: 'Backstage: YouTube',
    summary: 'Adds a song from a YouTube video; its audio is then made from the video.',
    access: 'admin',
    body: importInput,
    responses: {
      201: {
        description: 'Added.',
        schema: messageWith(z.object({ id: z.number().int(), name: z.string(), youtube: z.string().nullable(), url: z.string(), edit: z.string() })),
      },
    },
  },
  {
    method: 'get',
    path: '/api/backstage/youtube-json/:videoId',
    tag: 'Backstage: YouTube',
    summary: 'The downloadable formats of a video (yt-dlp), or a message saying why there are none.',
    access: 'admin',
    params: z.object({ videoId: z.string().meta({ description: 'The 11-character video id.' }) }),
    errors: [422],
    responses: { 200: { description: 'Formats, or a message.', schema: z.union([z.object({ formats: z.array(format) }), z.object({ message: z.string() })]) } },
  },
];
