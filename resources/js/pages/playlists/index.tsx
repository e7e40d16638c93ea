import type { PageMeta, Paginated, PlaylistSummary } from '../../types/props';
import { ListPage } from '../../components/list-page';
import { pageCard } from '../../lib/share-links';
import { CardGrid } from '../../components/card-grid';
import { PlaylistCard } from '../../components/playlist-card';
import { withPage } from '../../lib/urls';
import { useT } from '../../i18n/i18n-context';

interface PlaylistsPageProps extends PageMeta {
  playlists: Paginated<PlaylistSummary>;
}

/** Spec §2 `/playlists`: a grid, 2 columns on small screens and 4 on large ones. */
export default function PlaylistsPage({ playlists, ...meta }: PlaylistsPageProps) {
  const t = useT();
  return (
    <ListPage entries={playlists.data.map((playlist) => ({ name: playlist.name, path: `/playlist/${playlist.id}` }))} card={pageCard('playlists', meta.title)} {...meta} canonical={withPage('/playlists', playlists.current_page)} heading={t('playlists.title')} pager={{ page: playlists, label: t('playlists.pages') }}>
      <CardGrid items={playlists.data} className="grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-4" renderItem={(playlist) => <PlaylistCard playlist={playlist} />} />
    </ListPage>
  );
}
