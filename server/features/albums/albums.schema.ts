import { z } from 'zod';
import { versionField } from '../artists/artists.schema';
import { id, idList, storedPath } from '../../backstage/form-fields';

/** An album's tracks: songs.album_position holds 1..500. */
export const MAX_ALBUM_SONGS = 500;

/** The album of spec §3: name, artist, cover, released_at, and its songs in order (ids). */
export const albumInput = z.object({
  name: z.string('The name is required.').trim().min(1, 'The name is required.').max(200, 'The name may not be longer than 200 characters.'),
  artist: id('Choose the artist.'),
  cover: storedPath('cover'),
  released_at: z
    .union([z.literal(''), z.null(), z.iso.date('Give the release date as a date.')])
    .optional()
    .transform((value) => value || null),
  songs: idList('song', MAX_ALBUM_SONGS),
});
export const albumUpdate = albumInput.extend({ version: versionField });
export type AlbumInput = z.output<typeof albumInput>;
export type AlbumUpdate = z.output<typeof albumUpdate>;
