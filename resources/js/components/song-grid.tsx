import type { SongSummary } from '../types/props';
import { SongCard } from './song-card';

/** Song cards in a grid: 2 columns on phones, up to 6 on wide screens. */
export function SongGrid({ songs }: { songs: SongSummary[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
      {songs.map((song) => (
        <li key={song.id}>
          <SongCard song={song} />
        </li>
      ))}
    </ul>
  );
}
