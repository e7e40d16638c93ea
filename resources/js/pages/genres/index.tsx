import { Link } from '../../components/link';
import type { Genre, PageMeta } from '../../types/props';
import { ListPage } from '../../components/list-page';
import { pageCard } from '../../lib/share-links';
import { CardGrid } from '../../components/card-grid';
import { useT } from '../../i18n/i18n-context';

/** `/genres`: every genre as a tile in its own colour, with how many songs it holds. */
export default function Genres({ title, description, genres }: PageMeta & { genres: Genre[] }) {
  const t = useT();
  return (
    <ListPage entries={genres.map((genre) => ({ name: genre.name, path: `/genre?id=${genre.id}` }))} card={pageCard('genres', title)} title={title} description={description} canonical="/genres" heading={title}>
      <CardGrid
        items={genres}
        className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
        renderItem={(genre) => {
          const accent = genre.color ?? '#0f766e';
          return (
            <Link
              href={`/genre?id=${genre.id}`}
              className="flex h-32 flex-col justify-end rounded-2xl p-4 text-white shadow-sm ring-1 ring-black/5 transition hover:scale-[1.02] hover:shadow-md"
              style={{ backgroundImage: `linear-gradient(135deg, ${accent}, color-mix(in srgb, ${accent} 55%, #0c0a09))` }}
            >
              <span className="text-lg leading-tight font-extrabold break-words">{genre.name}</span>
              <span className="text-sm text-white/80">{t('list.songCount', { count: genre.songs_count })}</span>
            </Link>
          );
        }}
      />
    </ListPage>
  );
}
