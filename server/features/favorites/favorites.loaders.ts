import type { AppContext } from '../../app-context';
import { paginate, type PageRequest } from '../../db/paginate';
import { presentSongCard } from '../songs/songs.presenter';
import type { SongCardRow } from '../songs/songs.queries';
import { favoriteSongs } from './favorites.queries';

export const FAVORITES_PER_PAGE = 20;

/** One page of the user's likes, for `/favorites` and `GET /api/favorite` alike: every song on it is liked. */
export function loadFavorites({ db: { knex }, mediaUrl }: AppContext, userId: number, request: PageRequest) {
  return paginate(knex, favoriteSongs(knex, userId), request, FAVORITES_PER_PAGE, (row: SongCardRow) => ({
    ...presentSongCard(row, mediaUrl),
    is_liked: true,
  }));
}

export type FavoritesPage = Awaited<ReturnType<typeof loadFavorites>>;
