import { z } from 'zod';
import { versionField } from '../artists/artists.schema';
import { idList, optionalText, storedPath } from '../../backstage/form-fields';

/** A long curated list is a few hundred songs; more is a mistake. */
export const MAX_PLAYLIST_SONGS = 1_000;

/** Spec §7 POST /backstage/playlist: name; here also its description, cover and songs in order (ids). */
export const playlistInput = z.object({
  name: z.string('The name is required.').trim().min(1, 'The name is required.').max(200, 'The name may not be longer than 200 characters.'),
  description: optionalText('description', 2000),
  cover: storedPath('cover'),
  songs: idList('song', MAX_PLAYLIST_SONGS),
});
export const playlistUpdate = playlistInput.extend({ version: versionField });
export type PlaylistInput = z.output<typeof playlistInput>;
export type PlaylistUpdate = z.output<typeof playlistUpdate>;
