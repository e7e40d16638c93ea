import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordActivity } from '../../backstage/activity-log';
import { catalogueWrite } from '../../backstage/catalogue-write';
import { id } from '../../backstage/form-fields';
import { lockRow, nextVersion, type VersionedRow } from '../../backstage/versioned-record';
import { NotFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { validateForm } from '../../backstage/form-input';
import { nextMostPlayed } from './most-played-cursor';
import { mergeMeta, queueSongAudio } from './song-processing';
import { requiredYoutubeVideo } from './songs.schema';
import { SONG_ENTITY } from './songs.writes';

/**
 * Spec §2 "Fix no audio": songs on the site without a playable file that nothing is working on. A
 * song waiting for its job (status '') or being processed (retry) is not listed: its audio is coming.
 */
const withoutAudio = (knex: Knex) =>
  knex('songs')
    .whereNull('songs.deleted_at')
    .whereNull('songs.mp3')
    .whereRaw(`coalesce(songs.meta->>'status', 'none') <> ''`)
    .whereRaw(`coalesce(songs.meta->>'retry', 'false') <> 'true'`);

interface NoAudioRow {
  id: number;
  name: string;
  artist_name: string;
  youtube: string | null;
  meta: { status?: string | null; message?: string | null } | null;
}

/** `after`: the song on screen, so the next one comes (spec §4: refresh loads another song). */
const AFTER = 'after must be a song id.';
export const afterParam = z.object({
  after: z
    .union([z.literal(''), z.null(), id(AFTER)], { error: AFTER })
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null)),
});

/**
 * GET /api/backstage/no-audio[?after=id] (spec §7): {status, count, song}. Spec §3 defines `status` as
 * the count ("status (count) and song"), so both carry the number; `count` stays for clients that read it.
 */
export const noAudioSong =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const { after } = validate(afterParam, req.query);
    const columns = ['songs.id', 'songs.name', 'artists.name as artist_name', 'songs.youtube', 'songs.meta'];
    const list = () => withoutAudio(knex).join('artists', 'artists.id', 'songs.artist_id');
    const [row, counted] = await Promise.all([nextMostPlayed<NoAudioRow>(knex, list, after, columns), withoutAudio(knex).count<{ count: string | number }[]>('* as count')]);
    const count = Number(counted[0]?.count ?? 0);
    res.json({
      status: count,
      count,
      song: row
        ? { id: row.id, name: row.name, artist: { name: row.artist_name }, youtube: row.youtube, processing: { status: row.meta?.status ?? null, message: row.meta?.message ?? null } }
        : null,
    });
  };

export const saveYoutubeInput = z.object({ id: id('Say which song: its id.'), youtube: requiredYoutubeVideo });

interface SongVideoRow extends VersionedRow {
  name: string;
  youtube: string | null;
}

/**
 * POST /api/backstage/save-youtube {id, youtube} (spec §7): the song's video, and its audio queued from
 * it ("download audio" turned on, since that is what staff asked for). Answers {message}.
 */
export const saveYoutube =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const input = validateForm(saveYoutubeInput, req.body ?? {});
    const videoId = input.youtube!;
    const song = await catalogueWrite(knex, async (trx) => {
      const row = await lockRow<SongVideoRow>(trx, 'songs', input.id, 'Song not found.');
      if (row.deleted_at) throw new NotFound('Song not found.');
      await trx('songs')
        .where('id', input.id)
        .update({ youtube: videoId, meta: mergeMeta(trx, { is_youtube: true }), ...nextVersion(trx) });
      await queueSongAudio(trx, input.id);
      await recordActivity(trx, { userId: req.user!.id, entityType: SONG_ENTITY, entityId: input.id, entityLabel: row.name, action: 'updated', changes: { youtube: [row.youtube, videoId], download_audio: [null, true] } });
      return row;
    });
    res.json({ message: `Video saved: the audio of ${song.name} is being made.`, data: { id: input.id, youtube: videoId, status: 'pending' } });
  };
