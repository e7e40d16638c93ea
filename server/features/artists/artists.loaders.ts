import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { pageOf, paginate, type PageRequest } from '../../db/paginate';
import { songListSource } from '../songs/song-list-source';
import { artistAlbums } from '../albums/albums.queries';
import { artistEvents } from '../events/events.queries';
import { presentArtist, presentArtistListItem } from './artists.presenter';
import { artistAppearances, artistList, artistSongCount, artistSongIds, artistSongs, findArtist, type ArtistListRow } from './artists.queries';
import { presentSongCard } from '../songs/songs.presenter';
import type { SongCardRow } from '../songs/songs.queries';

/**
 * How much of an artist one page shows: their most played songs, features, and recent events. An
 * artist with more songs than that gets a link to all of them, paged (`/artist/{id}/songs`): the
 * page of an artist with 1,445 songs must not carry them all.
 */
const LIMITS = { songs: 24, appears: 24, events: 20 };
export const ARTISTS_PER_PAGE = 30;
export const ARTIST_SONGS_PER_PAGE = 48;

export async function loadArtist({ db: { knex }, mediaUrl }: AppContext, id: number) {
  // All at once: the lists need only the id, and an unknown artist is rare.
  const [artist, songs, appears, events, albums] = await Promise.all([
    findArtist(knex, id),
    artistSongs(knex, id, LIMITS.songs),
    artistAppearances(knex, id, LIMITS.appears),
    artistEvents(knex, id, LIMITS.events),
    artistAlbums(knex, id),
  ]);
  if (!artist) throw new NotFound('Artist not found.');
  return presentArtist({ artist, songs, appears, events, albums }, mediaUrl);
}

/** `/artist/{id}/songs`: the artist (as in lists) and one page of all their songs, most played first. */
export async function loadArtistSongs({ db: { knex }, mediaUrl, kept }: AppContext, id: number, request: PageRequest) {
  // The total exact (an index-only count of the artist's songs), not kept: staff adding a song see it at
  // once. A kept-plan read, so it travels with the artist and the page's ids (server/db/generic-plan.ts).
  const total = () => artistSongCount(knex, id);
  const source = songListSource(knex, kept, `artist:${id}`, artistSongIds(knex, id), total, artistSongIds(knex, id, true));
  const [artist, songs] = await Promise.all([
    findArtist(knex, id),
    pageOf(source, request, ARTIST_SONGS_PER_PAGE, (row: SongCardRow) => presentSongCard(row, mediaUrl)),
  ]);
  if (!artist) throw new NotFound('Artist not found.');
  return { artist: presentArtistListItem(artist, mediaUrl), songs };
}

export function loadArtists({ db: { knex }, mediaUrl }: AppContext, request: PageRequest) {
  return paginate(knex, artistList(knex), request, ARTISTS_PER_PAGE, (row: ArtistListRow) => presentArtistListItem(row, mediaUrl));
}
