import type { FormEvent } from 'react';
import { router, useForm } from '@inertiajs/react';
import type { BackstageArtist } from '../../../../server/features/artists/artists.backstage.queries';
import { Field, FormActions, inputClass } from './form-parts';
import { useSaveShortcut, useUnsavedChanges } from './use-unsaved-changes';

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
  submit: { method: 'post' } | { method: 'put'; url: string; version: number };
  /** The edit screen's reload after a conflict: a fresh copy of the record. */
  reloadUrl?: string;
}

/** Spec §7 artist form: name, stage_name, content_type, image, biography. Only the name error shows (§5). */
export function ArtistForm({ initial, contentTypes, submit, reloadUrl }: ArtistFormProps) {
  const form = useForm<ArtistFields>(initial);
  const { leaveAnyway } = useUnsavedChanges(form.isDirty);
  const conflict = (form.errors as Record<string, string | undefined>).version;

  const save = () => {
    if (form.processing) return;
    if (submit.method === 'post') {
      form.post('/backstage/artists', { onSuccess: () => form.setDefaults() });
    } else {
      // The version comes from the page as last loaded: a save answers with the record's new one.
      form.transform((data) => ({ ...data, version: submit.version }));
      form.put(submit.url, {
        preserveScroll: true,
        // What was saved, as the server stored it (the biography sanitised): the form's new clean state.
        onSuccess: (page) => {
          const saved = artistFields(page.props.artist as BackstageArtist);
          form.setData(saved);
          form.setDefaults(saved);
        },
      });
    }
  };
  useSaveShortcut(save);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {conflict && (
        <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          <p className="font-semibold">{conflict}</p>
          {reloadUrl && (
            <button
              type="button"
              onClick={() => leaveAnyway(() => router.visit(reloadUrl, { preserveState: false }))}
              className="mt-2 font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-700"
            >
              Reload
            </button>
          )}
        </div>
      )}
      <Field id="artist-name" label="Name" error={form.errors.name}>
        <input
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
        <Field id="artist-stage-name" label="Stage name">
          <input id="artist-stage-name" value={form.data.stage_name} onChange={(event) => form.setData('stage_name', event.target.value)} maxLength={200} autoComplete="off" className={inputClass} />
        </Field>
        <Field id="artist-content-type" label="Type">
          <select id="artist-content-type" value={form.data.content_type} onChange={(event) => form.setData('content_type', event.target.value)} className={inputClass}>
            {contentTypes.map((type) => (
              <option key={type.code} value={type.code}>
                {type.label} ({type.code})
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="artist-image" label="Image" hint="The stored image path (artists/…). The image uploader comes later.">
        <input id="artist-image" value={form.data.image} onChange={(event) => form.setData('image', event.target.value)} maxLength={1000} autoComplete="off" className={inputClass} />
      </Field>
      <Field id="artist-biography" label="Biography" hint="HTML: paragraphs, bold, italic, links and lists are kept; anything else is removed on save.">
        <textarea id="artist-biography" value={form.data.biography} onChange={(event) => form.setData('biography', event.target.value)} rows={8} className={`${inputClass} font-mono text-sm`} />
      </Field>
      <FormActions processing={form.processing} dirty={form.isDirty} saved={form.recentlySuccessful} cancelHref="/backstage/artists" label={submit.method === 'post' ? 'Create' : 'Save'} />
    </form>
  );
}
