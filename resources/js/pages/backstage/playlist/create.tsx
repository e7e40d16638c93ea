import { Head } from '@inertiajs/react';
import { BackstageHeading } from '../../../components/backstage/form-parts';
import { PlaylistForm, emptyPlaylist } from '../../../components/backstage/playlist-form';

/** Spec §2 /backstage/playlist/create. */
export default function CreatePlaylist({ title }: { title: string }) {
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={title} />
      <div className="max-w-3xl rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <PlaylistForm initial={emptyPlaylist()} submit={{ method: 'post', url: '/backstage/playlist' }} />
      </div>
    </>
  );
}
