import type { PageMeta, Paginated, PlaylistSummary } from '../../types/props';
import { Seo } from '../../components/seo';
import { PageHeading } from '../../components/page-heading';
import { PlaylistCard } from '../../components/playlist-card';
import { Pager } from '../../components/pager';
import { withPage } from '../../lib/urls';
import { useT } from '../../i18n/i18n-context';

interface PlaylistsPageProps extends PageMeta {
  playlists: Paginated<PlaylistSummary>;
}

/** Spec §2 `/playlists`: a grid, 2 columns on small screens and 4 on large ones. */
export default function PlaylistsPage({ title, description, playlists }: PlaylistsPageProps) {
  const t = useT();
  return (
    <>
      <Seo title={title} description={description} canonical={withPage('/playlists', playlists.current_page)} />
      <PageHeading title={t('playlists.title')}>
        {description}
      </PageHeading>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-4">
          {playlists.data.map((playlist) => (
            <li key={playlist.id}>
              <PlaylistCard playlist={playlist} />
            </li>
          ))}
        </ul>
        <Pager page={playlists} label={t('playlists.pages')} />
      </div>
    </>
  );
}
