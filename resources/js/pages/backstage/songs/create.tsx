import { Head } from '@inertiajs/react';
import { SongForm, emptySong } from '../../../components/backstage/song-form';
import { BackstageHeading } from '../../../components/backstage/form-parts';

interface CreateSongProps {
  title: string;
  limits: { maxFeatures: number; maxPlaylists: number };
}

/** Spec §2 /backstage/songs/create. */
export default function CreateSong({ title, limits }: CreateSongProps) {
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={title} />
      <div className="max-w-4xl rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <SongForm initial={emptySong()} limits={limits} submit={{ method: 'post', url: '/backstage/songs' }} />
      </div>
    </>
  );
}
