import type { Knex } from 'knex';
import { z } from 'zod';
import { resolveChannel, YoutubeApiError, type YoutubeApiConfig } from '../../services/youtube/youtube-data-api';
import { NotFound, ValidationError } from '../../http/errors';
import { recordActivity } from '../../backstage/activity-log';

export interface ChannelRow {
  id: number;
  name: string;
  handle: string | null;
  channel_id: string | null;
  uploads_playlist_id: string | null;
}

const COLUMNS = ['id', 'name', 'handle', 'channel_id', 'uploads_playlist_id'];
/** The activity log's name for a channel of the import panel. */
const CHANNEL_ENTITY = 'youtube channel';

export const presentChannel = (row: ChannelRow) => ({ id: row.id, name: row.name, handle: row.handle, channel_id: row.channel_id });
export type YoutubeChannel = ReturnType<typeof presentChannel>;


export const listChannels = (knex: Knex) => knex('youtube_channels').orderBy('name').select<ChannelRow[]>(COLUMNS);

const CHANNEL_ID = /^UC[\w-]{22}$/;
const HANDLE = /^@[\w.-]{3,30}$/;

/** What staff paste: a channel id, a handle, or a channel's address with either in it. */
export function parseChannel(text: string): { channelId: string } | { handle: string } | null {
  const value = text.trim();
  const fromUrl = /youtube\.com\/(?:channel\/(UC[\w-]{22})|(@[\w.-]{3,30}))(?:[/?#]|$)/i.exec(value);
  if (fromUrl) return fromUrl[1] ? { channelId: fromUrl[1] } : { handle: fromUrl[2]!.toLowerCase() };
  if (CHANNEL_ID.test(value)) return { channelId: value };
  if (HANDLE.test(value)) return { handle: value.toLowerCase() };
  if (/^[\w.-]{3,30}$/.test(value)) return { handle: `@${value.toLowerCase()}` };
  return null;
}

export const channelInput = z.object({
  name: z.string('The name must be text.').trim().max(200, 'The name may not be longer than 200 characters.').optional().default(''),
  channel: z
    .string('Give the channel’s handle, id or address.')
    .trim()
    .max(300, 'That is too long for a channel.')
    .transform((text, context) => {
      const parsed = parseChannel(text);
      if (!parsed) context.addIssue({ code: 'custom', message: 'Give the channel’s handle (@name), its id (UC…) or its address.' });
      return parsed;
    }),
});

/**
 * Adds a channel to the picker. With an API key the channel is looked up first, so a mistyped handle
 * is refused at once and the name can be YouTube's; without one it is kept as typed.
 */
export async function addChannel(knex: Knex, api: YoutubeApiConfig, userId: number, input: z.output<typeof channelInput>): Promise<ChannelRow> {
  const given = input.channel!;
  let resolved = null;
  if (api.key) {
    try {
      resolved = await resolveChannel(api, 'channelId' in given ? { channelId: given.channelId } : { handle: given.handle });
    } catch (error) {
      if (error instanceof YoutubeApiError && error.status === 502) throw new ValidationError({ channel: [error.message] });
      throw error;
    }
  }
  const name = input.name || resolved?.title || ('handle' in given ? given.handle : given.channelId);
  const row = {
    name,
    handle: 'handle' in given ? given.handle : null,
    channel_id: resolved?.channelId ?? ('channelId' in given ? given.channelId : null),
    uploads_playlist_id: resolved?.uploadsPlaylistId ?? null,
  };
  return knex.transaction(async (trx) => {
    const clash = await trx('youtube_channels')
      .where((query) => {
        if (row.handle) query.orWhere('handle', row.handle);
        if (row.channel_id) query.orWhere('channel_id', row.channel_id);
      })
      .first<{ name: string } | undefined>('name');
    if (clash) throw new ValidationError({ channel: [`That channel is already in the list, as ${clash.name}.`] });
    // The unique handle and id settle a race between two admins adding the same channel.
    const [inserted] = await trx('youtube_channels')
      .insert(row)
      .returning<ChannelRow[]>(COLUMNS)
      .catch((error: { code?: string }) => {
        throw error.code === '23505' ? new ValidationError({ channel: ['That channel is already in the list.'] }) : error;
      });
    await recordActivity(trx, { userId, entityType: CHANNEL_ENTITY, entityId: inserted!.id, entityLabel: inserted!.name, action: 'created', changes: { channel: [null, row.handle ?? row.channel_id] } });
    return inserted!;
  });
}

export function removeChannel(knex: Knex, userId: number, id: number): Promise<ChannelRow> {
  return knex.transaction(async (trx) => {
    const [removed] = await trx('youtube_channels').where('id', id).delete().returning<ChannelRow[]>(COLUMNS);
    if (!removed) throw new NotFound('That channel is not in the list.');
    await recordActivity(trx, { userId, entityType: CHANNEL_ENTITY, entityId: id, entityLabel: removed.name, action: 'trashed', changes: { channel: [removed.handle ?? removed.channel_id, null] } });
    return removed;
  });
}

/**
 * The uploads playlist to list for the picker's value (a channel id or a handle). A channel of the
 * list remembers it after the first look-up (one API call saved per page after that).
 */
export async function uploadsPlaylistOf(knex: Knex, api: YoutubeApiConfig, channel: string): Promise<string> {
  const parsed = parseChannel(channel);
  if (!parsed) throw new ValidationError({ channelId: ['Choose a channel.'] });
  const known = await knex('youtube_channels')
    .where('channelId' in parsed ? { channel_id: parsed.channelId } : { handle: parsed.handle })
    .first<ChannelRow | undefined>('id', 'uploads_playlist_id');
  if (known?.uploads_playlist_id) return known.uploads_playlist_id;
  const resolved = await resolveChannel(api, 'channelId' in parsed ? { channelId: parsed.channelId } : { handle: parsed.handle });
  if (known) {
    // Another row may already hold this id (the same channel entered twice by handle and id): keep the first.
    await knex('youtube_channels')
      .where('id', known.id)
      .whereNotExists(knex('youtube_channels as other').where('other.channel_id', resolved.channelId).whereNot('other.id', known.id))
      .update({ channel_id: resolved.channelId, uploads_playlist_id: resolved.uploadsPlaylistId, updated_at: knex.fn.now() });
  }
  return resolved.uploadsPlaylistId;
}

