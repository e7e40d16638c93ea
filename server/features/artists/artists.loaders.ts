import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { paginate, type PageRequest } from '../../db/paginate';
import { artistAlbums } from '../albums/albums.queries';
import { artistEvents } from '../events/events.queries';
import { presentArtist, presentArtistListItem } from './artists.presenter';
import { artistAppearances, artistList, artistSongs, findArtist, type ArtistListRow } from './artists.queries';

/** How much of an artist one page shows: their most played songs, features, and recent events. */
const LIMITS = { songs: 100, appears: 50, events: 20 };
export const ARTISTS_PER_PAGE = 30;

export async function loadArtist({ db: { knex }, mediaUrl }: AppContext, id: number) {
  const artist = await findArtist(knex, id);
  if (!artist) throw new NotFound('Artist not found.');
  const [songs, appears, events, albums] = await Promise.all([
    artistSongs(knex, id, LIMITS.songs),
    artistAppearances(knex, id, LIMITS.appears),
    artistEvents(knex, id, LIMITS.events),
    artistAlbums(knex, id),
  ]);
  return presentArtist({ artist, songs, appears, events, albums }, mediaUrl);
}

export function loadArtists({ db: { knex }, mediaUrl }: AppContext, request: PageRequest) {
  return paginate(knex, artistList(knex), request, ARTISTS_PER_PAGE, (row: ArtistListRow) => presentArtistListItem(row, mediaUrl));
}
