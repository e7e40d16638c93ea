import { Head } from '@inertiajs/react';
import { ArtistForm } from '../../../components/backstage/artist-form';
import { BackstageHeading } from '../../../components/backstage/form-parts';

interface CreateArtistProps {
  title: string;
  contentTypes: { code: string; label: string }[];
}

/** Spec §2 /backstage/artists/create. */
export default function CreateArtist({ title, contentTypes }: CreateArtistProps) {
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={title} />
      <div className="max-w-3xl rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <ArtistForm initial={{ name: '', stage_name: '', content_type: 'HSA', image: '', biography: '' }} contentTypes={contentTypes} submit={{ method: 'post', url: '/backstage/artists' }} />
      </div>
    </>
  );
}
