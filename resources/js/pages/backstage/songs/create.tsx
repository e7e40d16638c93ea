import { recordCreatePage } from '../../../components/backstage/record-screens';
import { SongForm, emptySong } from '../../../components/backstage/song-form';

/** Spec §2 /backstage/songs/create. */
export default recordCreatePage({
  noun: 'song',
  width: 'max-w-4xl',
  form: ({ limits }: { title: string; limits: { maxFeatures: number; maxPlaylists: number } }, submit) => <SongForm initial={emptySong()} limits={limits} submit={submit} />,
});
