import type { AlbumSummary } from '../types/props';
import { MediaCard } from './media-card';

/** An album: cover, name and year. */
export function AlbumCard({ album }: { album: Pick<AlbumSummary, 'id' | 'name' | 'cover' | 'released_at'> }) {
  return (
    <MediaCard href={`/album/${album.id}`} name={album.name} image={album.cover}>
      {album.released_at && <p className="text-sm text-stone-600">{album.released_at.slice(0, 4)}</p>}
    </MediaCard>
  );
}
