import { PlaylistForm, emptyPlaylist } from '../../../components/backstage/playlist-form';
import { recordCreatePage } from '../../../components/backstage/record-screens';

/** Spec §2 /backstage/playlist/create. */
export default recordCreatePage({ noun: 'playlist', width: 'max-w-3xl', form: (_props, submit) => <PlaylistForm initial={emptyPlaylist()} submit={submit} /> });
