import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordActivity } from '../../backstage/activity-log';
import { catalogueWrite } from '../../backstage/catalogue-write';
import { id, idList } from '../../backstage/form-fields';
import { lockRow, nextVersion, type VersionedRow } from '../../backstage/versioned-record';
import { NotFound, ValidationError } from '../../http/errors';
import { validateForm } from '../../backstage/form-input';
import { nextMostPlayed } from '../songs/most-played-cursor';
import { afterParam } from '../songs/no-audio.backstage';
import { MAX_PLAYLISTS } from '../songs/songs.schema';
import { forgetSimilarSongs } from '../songs/similar-songs';
import { SONG_ENTITY } from '../songs/songs.writes';

/** Spec §2 "Playlist Connection": songs on the site that are in no playlist. */
const withoutPlaylist = (knex: Knex) =>
  knex('songs')
    .whereNull('songs.deleted_at')
    .whereNotExists(knex('playlist_song').whereRaw('playlist_song.song_id = songs.id'));

interface LonelySongRow {
  id: number;
  name: string;
  artist_name: string;
}

/** POST /api/backstage/no-playlist-song [{after}] (spec §7): a song lacking playlists, with its featuring artists. */
export const noPlaylistSong =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const { after } = validateForm(afterParam, req.body ?? {});
    const list = () => withoutPlaylist(knex).join('artists', 'artists.id', 'songs.artist_id');
    const [row, counted] = await Promise.all([
      nextMostPlayed<LonelySongRow>(knex, list, after, ['songs.id', 'songs.name', 'artists.name as artist_name']),
      withoutPlaylist(knex).count<{ count: string | number }[]>('* as count'),
    ]);
    const features = row
      ? await knex('song_features').join('artists', 'artists.id', 'song_features.artist_id').where('song_features.song_id', row.id).orderBy('song_features.position').select<{ id: number; name: string }[]>('artists.id', 'artists.name')
      : [];
    res.json({
      count: Number(counted[0]?.count ?? 0),
      song: row ? { id: row.id, name: row.name, artist: { name: row.artist_name }, features, url: `/song/${row.id}` } : null,
    });
  };

export const attachInput = z.object({
  song: id('Say which song: its id.'),
  playlists: idList('playlist', MAX_PLAYLISTS).refine((ids) => ids.length > 0, 'Choose at least one playlist.'),
});

/**
 * POST /api/backstage/playlist-attach {song, playlists} (spec §7): adds the song to each playlist, at
 * its end. A playlist it is already in is left as it is; the song's 10-playlist cap (spec §5) holds.
 */
export const attachPlaylists =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const input = validateForm(attachInput, req.body ?? {});
    const result = await catalogueWrite(knex, async (trx) => {
      const song = await lockRow<VersionedRow & { name: string }>(trx, 'songs', input.song, 'Song not found.');
      if (song.deleted_at) throw new NotFound('Song not found.');
      const playlists = await trx('playlists').whereIn('id', input.playlists).whereNull('deleted_at').select<{ id: number; name: string }[]>('id', 'name');
      const missing = input.playlists.filter((playlistId) => !playlists.some((playlist) => playlist.id === playlistId));
      if (missing.length) throw new ValidationError({ playlists: [`No playlist with id ${missing.join(', ')}.`] });
      const current = await trx('playlist_song').join('playlists', 'playlists.id', 'playlist_song.playlist_id').where('playlist_song.song_id', input.song).select<{ id: number; name: string }[]>('playlists.id', 'playlists.name');
      const added = playlists.filter((playlist) => !current.some((entry) => entry.id === playlist.id));
      if (current.length + added.length > MAX_PLAYLISTS) {
        throw new ValidationError({ playlists: [`A song can be in at most ${MAX_PLAYLISTS} playlists; ${song.name} is in ${current.length}.`] });
      }
      for (const playlist of added) {
        // At the end of the playlist: after its last song.
        await trx('playlist_song').insert({
          playlist_id: playlist.id,
          song_id: input.song,
          position: trx('playlist_song').where('playlist_id', playlist.id).select(trx.raw('coalesce(max(position), 0) + 1')),
        });
      }
      if (added.length) {
        await forgetSimilarSongs(trx, [input.song]);
        // Both sides changed: an open edit form of either must not save over the new link.
        await trx('songs').where('id', input.song).update(nextVersion(trx));
        await trx('playlists').whereIn('id', added.map((playlist) => playlist.id)).update(nextVersion(trx));
        const names = (list: { name: string }[]) => [...list.map((entry) => entry.name)].sort().join(', ') || null;
        await recordActivity(trx, { userId: req.user!.id, entityType: SONG_ENTITY, entityId: input.song, entityLabel: song.name, action: 'updated', changes: { playlists: [names(current), names([...current, ...added])] } });
      }
      return { name: song.name, added };
    });
    const message = result.added.length ? `${result.name} was added to ${result.added.map((playlist) => playlist.name).join(', ')}.` : `${result.name} was already in those playlists.`;
    res.json({ message, data: { song: input.song, playlists: result.added.map((playlist) => playlist.id) } });
  };
