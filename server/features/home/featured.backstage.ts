import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordActivity } from '../../backstage/activity-log';
import { catalogueWrite } from '../../backstage/catalogue-write';
import { id } from '../../backstage/form-fields';
import { NotFound, ValidationError } from '../../http/errors';
import { validateForm } from '../../backstage/form-input';
import { featuredSongIds } from './home.queries';

/** Spec §5: the featured list saves at most 6 items (the home carousel's slides). */
export const MAX_FEATURED = 6;
export const HOME_FEATURED = 'HOMEFEATURED';
/** The options staff may read and write here; any other key is not ours to touch. */
const OPTION_KEYS = [HOME_FEATURED] as const;

/** Spec §3 Option: HOMEFEATURED's value is a list of songs, each with id, name and artist.name. */
export interface FeaturedSong {
  id: number;
  name: string;
  artist: { name: string };
}

export const featuredInput = z.object({
  option_key: z.enum(OPTION_KEYS, 'Unknown option.'),
  option_value: z
    .array(z.object({ id: id('Each featured item needs its song id.') }).loose(), 'The featured list must be a list of songs.')
    .max(MAX_FEATURED, `At most ${MAX_FEATURED} featured songs.`),
});

/** The songs on the site among `ids`, in spec §3's shape with their names as they are now. */
async function siteSongs(db: Knex | Knex.Transaction, ids: number[]): Promise<Map<number, FeaturedSong>> {
  const rows = ids.length
    ? await db('songs')
        .join('artists', 'artists.id', 'songs.artist_id')
        .whereIn('songs.id', ids)
        .whereNull('songs.deleted_at')
        .select<{ id: number; name: string; artist_name: string }[]>('songs.id', 'songs.name', 'artists.name as artist_name')
    : [];
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, artist: { name: row.artist_name } }]));
}

/** The featured songs in their saved order, with names as they are now (a song renamed since shows its new name). */
async function featuredSongs(knex: Knex): Promise<FeaturedSong[]> {
  const ids = await featuredSongIds(knex);
  const songs = await siteSongs(knex, ids);
  return ids.flatMap((songId) => songs.get(songId) ?? []);
}

/** GET /api/backstage/options/{key} (spec §7): the option's value; HOMEFEATURED is the featured songs. */
export const readOption =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    if (req.params.key !== HOME_FEATURED) throw new NotFound('Unknown option.');
    res.json({ option_key: HOME_FEATURED, option_value: await featuredSongs(knex), max: MAX_FEATURED });
  };

/**
 * POST /api/backstage/options {option_key, option_value} (spec §7): saves the featured list in the
 * order given. Every id must be a song on the site (not in the trash), each once; the value stored
 * is spec §3's shape with the names as they are now. The home page reads it on its next request.
 */
export const saveOption =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const input = validateForm(featuredInput, req.body ?? {});
    const ids = input.option_value.map((item) => item.id);
    if (new Set(ids).size !== ids.length) throw new ValidationError({ option_value: ['A song can be featured only once.'] });
    const saved = await catalogueWrite(knex, async (trx) => {
      const songs = await siteSongs(trx, ids);
      const missing = ids.filter((songId) => !songs.has(songId));
      if (missing.length) throw new ValidationError({ option_value: [`No song with id ${missing.join(', ')} on the site.`] });
      const value = ids.map((songId) => songs.get(songId)!);
      const before = await trx('options').where('option_key', input.option_key).first<{ id: number; option_value: FeaturedSong[] } | undefined>();
      const [row] = await trx('options')
        .insert({ option_key: input.option_key, option_value: JSON.stringify(value) })
        .onConflict('option_key')
        .merge({ option_value: JSON.stringify(value), updated_at: trx.fn.now() })
        .returning<{ id: number }[]>('id');
      const list = (songs: FeaturedSong[] | undefined) => (songs?.length ? songs.map((song) => `${song.name} (${song.artist.name})`).join(', ') : null);
      await recordActivity(trx, {
        userId: req.user!.id,
        entityType: 'featured',
        entityId: row!.id,
        entityLabel: 'Featured on the home page',
        action: before ? 'updated' : 'created',
        changes: { songs: [list(before?.option_value), list(value)] },
      });
      return value;
    });
    res.json({ message: saved.length ? `The home page features ${saved.length} song${saved.length === 1 ? '' : 's'}.` : 'Nothing is featured on the home page now.', option_key: input.option_key, option_value: saved });
  };
