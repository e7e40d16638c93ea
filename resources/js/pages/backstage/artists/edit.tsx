import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageArtist } from '../../../../../server/features/artists/artists.backstage.queries';
import { ArtistForm, artistFields } from '../../../components/backstage/artist-form';
import { recordEditPage } from '../../../components/backstage/record-screens';

interface EditArtistProps {
  title: string;
  artist: BackstageArtist;
  history: Activity[];
  contentTypes: { code: string; label: string }[];
}

/** Spec §2 /backstage/artists/{id}/edit, with the trash, the public page and the record's history. */
export default recordEditPage({
  noun: 'artist',
  record: ({ artist }: EditArtistProps) => artist,
  heading: (artist) => artist.name,
  viewHref: (artist) => `/artist/${artist.id}`,
  form: ({ artist, contentTypes }, edit) => <ArtistForm initial={artistFields(artist)} contentTypes={contentTypes} {...edit} imageUrl={artist.image_url} />,
});
