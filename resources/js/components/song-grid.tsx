import type { SongSummary } from '../types/props';
import { SongCard } from './song-card';
import { PlayableList, songEntries } from './playable-list';
import { CardGrid } from './card-grid';

/** Song cards in a grid: 2 columns on phones, up to 6 on wide screens; played through as a list. */
export function SongGrid({ songs }: { songs: SongSummary[] }) {
  return (
    <PlayableList entries={songEntries(songs)}>
      <SongCards songs={songs} />
    </PlayableList>
  );
}

/** The grid alone, for a page that already wraps it in the PlayableList of the same songs (an album's Play queues them too). */
export function SongCards({ songs }: { songs: SongSummary[] }) {
  return <CardGrid items={songs} className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6" renderItem={(song) => <SongCard song={song} />} />;
}
