import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageAlbum } from '../../../../../server/features/albums/albums.backstage';
import { AlbumForm, albumFields } from '../../../components/backstage/album-form';
import { recordEditPage } from '../../../components/backstage/record-screens';

export default recordEditPage({
  noun: 'album',
  record: ({ album }: { title: string; album: BackstageAlbum; history: Activity[] }) => album,
  heading: (album) => album.name,
  viewHref: (album) => `/album/${album.id}`,
  form: ({ album }, edit) => <AlbumForm initial={albumFields(album)} {...edit} coverUrl={album.cover_url} />,
});
