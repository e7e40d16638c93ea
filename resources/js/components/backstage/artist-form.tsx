import type { BackstageArtist } from '../../../../server/features/artists/artists.backstage.queries';
import { Field, inputClass } from './form-parts';
import { ImageUploader } from './image-uploader';
import { RecordForm } from './record-form';
import { useRecordForm, type RecordSubmit } from './use-record-form';
import { useT } from '../../i18n/i18n-context';

export interface ArtistFields {
  name: string;
  stage_name: string;
  content_type: string;
  image: string;
  biography: string;
}

/** The form's fields from the record as the server has it (empty inputs for nulls). */
export const artistFields = (artist: BackstageArtist): ArtistFields => ({
  name: artist.name,
  stage_name: artist.stage_name ?? '',
  content_type: artist.content_type,
  image: artist.image ?? '',
  biography: artist.biography ?? '',
});

interface ArtistFormProps {
  initial: ArtistFields;
  contentTypes: { code: string; label: string }[];
  /** Where the form goes: POST to create, PUT (with the loaded version) to save an edit. */
  submit: RecordSubmit;
  /** The edit screen's reload after a conflict: a fresh copy of the record. */
  reloadUrl?: string;
  /** Where the saved image is shown from (the server's media URL of `initial.image`). */
  imageUrl?: string | null;
}

/** Spec §7 artist form: name, stage_name, content_type, image, biography. Only the name error shows (§5). */
export function ArtistForm({ initial, contentTypes, submit, reloadUrl, imageUrl }: ArtistFormProps) {
  const t = useT();
  const record = useRecordForm<ArtistFields, BackstageArtist>({
    initial,
    submit,
    reloadUrl,
    savedProp: 'artist',
    // What was saved, as the server stored it (the biography sanitised): the form's new clean state.
    fieldsOf: artistFields,
    payload: (data) => ({ ...data }),
  });
  const { form } = record;
  return (
    <RecordForm state={record} noun="artist">
      <Field id="artist-name" label={t('backstage.list.name')} error={form.errors.name}>
        <input
          type="text"
          id="artist-name"
          value={form.data.name}
          onChange={(event) => form.setData('name', event.target.value)}
          aria-invalid={form.errors.name ? true : undefined}
          aria-describedby={form.errors.name ? 'artist-name-error' : undefined}
          required
          maxLength={200}
          autoComplete="off"
          className={inputClass}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="artist-stage-name" label={t('backstage.field.stageName')}>
          <input type="text" id="artist-stage-name" value={form.data.stage_name} onChange={(event) => form.setData('stage_name', event.target.value)} maxLength={200} autoComplete="off" className={inputClass} />
        </Field>
        <Field id="artist-content-type" label={t('backstage.col.type')}>
          <select id="artist-content-type" value={form.data.content_type} onChange={(event) => form.setData('content_type', event.target.value)} className={inputClass}>
            {contentTypes.map((type) => (
              <option key={type.code} value={type.code}>
                {type.label} ({type.code})
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="artist-image" label={t('backstage.field.image')} hint={t('backstage.field.imageHint')}>
        <ImageUploader
          id="artist-image"
          value={form.data.image}
          onChange={(path) => form.setData('image', path)}
          imagepath="artists"
          component="artist-form"
          previewUrl={imageUrl}
        />
      </Field>
      <Field id="artist-biography" label={t('backstage.field.biography')} hint={t('backstage.field.biographyHint')}>
        <textarea id="artist-biography" value={form.data.biography} onChange={(event) => form.setData('biography', event.target.value)} rows={8} className={`${inputClass} font-mono text-sm`} />
      </Field>
    </RecordForm>
  );
}
