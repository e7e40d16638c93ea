import type { AppContext } from '../../app-context';
import { paginate, type PageRequest } from '../../db/paginate';
import { presentArtistListItem } from '../artists/artists.presenter';
import type { ArtistListRow } from '../artists/artists.queries';
import { presentSongCard } from '../songs/songs.presenter';
import { presentAlbumCard } from '../albums/albums.presenter';
import { presentEventCard } from '../events/events.presenter';
import { followedArtists, newAlbums, newEvents, newSongs } from './follows.queries';

export const FOLLOWING_PER_PAGE = 30;
/** What home's "New from artists you follow" shows at most of each kind. */
const NEW_LIMITS = { songs: 24, albums: 12, events: 12 };

/** One page of the artists the user follows, for `GET /api/following`: each card with its song count. */
export function loadFollowing({ db: { knex }, mediaUrl }: AppContext, userId: number, request: PageRequest) {
  return paginate(knex, followedArtists(knex, userId), request, FOLLOWING_PER_PAGE, (row: ArtistListRow) => ({
    ...presentArtistListItem(row, mediaUrl),
    following: true,
  }));
}

/** `GET /api/following/new`: songs, albums and events of the artists the user follows, added in the last 30 days. */
export async function loadNewFromFollowed({ db: { knex }, mediaUrl }: AppContext, userId: number, now = new Date()) {
  const [songs, albums, events] = await Promise.all([
    newSongs(knex, userId, NEW_LIMITS.songs),
    newAlbums(knex, userId, NEW_LIMITS.albums),
    newEvents(knex, userId, NEW_LIMITS.events),
  ]);
  return {
    songs: songs.map((row) => presentSongCard(row, mediaUrl)),
    albums: albums.map((row) => presentAlbumCard(row, mediaUrl)),
    events: events.map((row) => presentEventCard(row, mediaUrl, now)),
  };
}

export type NewFromFollowed = Awaited<ReturnType<typeof loadNewFromFollowed>>;
export type FollowingPage = Awaited<ReturnType<typeof loadFollowing>>;
