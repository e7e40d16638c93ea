import { AlbumForm, emptyAlbum } from '../../../components/backstage/album-form';
import { recordCreatePage } from '../../../components/backstage/record-screens';

export default recordCreatePage({ noun: 'album', width: 'max-w-3xl', form: (_props, submit) => <AlbumForm initial={emptyAlbum()} submit={submit} /> });
