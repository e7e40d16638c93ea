import { Head, Link, router, usePage } from '@inertiajs/react';
import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageArtist } from '../../../../../server/features/artists/artists.backstage.queries';
import { ActivityList } from '../../../components/backstage/activity-list';
import { ArtistForm, artistFields } from '../../../components/backstage/artist-form';
import { BackstageHeading } from '../../../components/backstage/form-parts';

interface EditArtistProps {
  title: string;
  artist: BackstageArtist;
  history: Activity[];
  contentTypes: { code: string; label: string }[];
}

/** Spec §2 /backstage/artists/{id}/edit, with the trash, the public page and the record's history. */
export default function EditArtist({ title, artist, history, contentTypes }: EditArtistProps) {
  const url = `/backstage/artists/${artist.id}`;
  const trashError = (usePage().props.errors as Record<string, string | undefined>).trash;
  const trash = () => router.delete(url, { preserveScroll: true });
  const restore = () => router.post(`${url}/restore`, {}, { preserveScroll: true });
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={artist.name}>
        {!artist.deleted_at && (
          <a href={`/artist/${artist.id}`} target="_blank" rel="noopener" className="rounded-full px-4 py-2 font-semibold text-teal-700 hover:bg-teal-50">
            View page ↗
          </a>
        )}
      </BackstageHeading>
      {artist.deleted_at && (
        <div role="status" className="mb-5 flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">This artist is in the trash: the public site does not show them.</p>
          <button type="button" onClick={restore} className="ml-auto rounded-full bg-red-700 px-4 py-1.5 font-semibold text-white hover:bg-red-800">
            Restore
          </button>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <ArtistForm
            initial={artistFields(artist)}
            contentTypes={contentTypes}
            submit={{ method: 'put', url, version: artist.version }}
            reloadUrl={`${url}/edit`}
          />
        </div>
        <aside className="space-y-6">
          <section aria-labelledby="history" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <h2 id="history" className="text-base font-bold text-stone-900">
              History
            </h2>
            <ActivityList entries={history} empty="No changes recorded yet." />
          </section>
          {!artist.deleted_at && (
            <section aria-labelledby="trash" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
              <h2 id="trash" className="text-base font-bold text-stone-900">
                Trash
              </h2>
              <p className="mt-1 text-sm text-stone-600">Takes the artist off the public site. You can restore them from the trash.</p>
              {trashError && (
                <p role="alert" className="mt-2 text-sm font-medium text-red-600">
                  {trashError}
                </p>
              )}
              <button type="button" onClick={trash} className="mt-3 rounded-full border border-red-300 px-4 py-1.5 font-semibold text-red-700 hover:bg-red-50">
                Move to trash
              </button>
            </section>
          )}
          <Link href="/backstage/artists?trashed=only" className="block text-sm font-semibold text-stone-500 hover:text-stone-800">
            Artists in the trash
          </Link>
        </aside>
      </div>
    </>
  );
}
