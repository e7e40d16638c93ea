import { Head } from '@inertiajs/react';
import { BackstageHeading } from '../../../components/backstage/form-parts';
import { AlbumForm, emptyAlbum } from '../../../components/backstage/album-form';

export default function CreateAlbum({ title }: { title: string }) {
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={title} />
      <div className="max-w-3xl rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <AlbumForm initial={emptyAlbum()} submit={{ method: 'post', url: '/backstage/albums' }} />
      </div>
    </>
  );
}
