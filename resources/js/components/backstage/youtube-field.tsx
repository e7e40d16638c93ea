import { extractYoutubeId } from '@common/youtube-id';
import { Field, inputClass } from './form-parts';
import { Thumbnail } from './thumbnail';
import { useT } from '../../i18n/i18n-context';

/** Spec §2 thumbnail picker: the video's thumbnail sizes, and clearing it. */
export const THUMBNAIL_SIZES = ['hqdefault', 'mqdefault', 'sddefault', 'maxresdefault'] as const;
const thumbnailUrl = (videoId: string, size: string) => `https://i.ytimg.com/vi/${videoId}/${size}.jpg`;

interface YoutubeFieldProps {
  value: string;
  onChange: (value: string) => void;
  thumbnail: string;
  onThumbnail: (url: string) => void;
  error?: string;
}

/**
 * The song's video (spec §5): a link or an id, with Extract ID reducing a link to the bare id (the
 * server reads links the same way), then the thumbnail picker for that video.
 */
export function YoutubeField({ value, onChange, thumbnail, onThumbnail, error }: YoutubeFieldProps) {
  const t = useT();
  const videoId = extractYoutubeId(value);
  const extract = () => {
    if (videoId) onChange(videoId);
  };
  return (
    <div className="space-y-3">
      <Field id="song-youtube" label="YouTube" hint={t('backstage.youtube.hint')} error={error}>
        <div className="flex gap-2">
          <input
            type="text"
            id="song-youtube"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'song-youtube-error' : undefined}
            autoComplete="off"
            className={`${inputClass} min-w-0 flex-1`}
          />
          <button
            type="button"
            onClick={extract}
            disabled={!videoId || videoId === value.trim()}
            className="mt-1.5 whitespace-nowrap rounded-xl border border-stone-300 px-4 font-semibold text-stone-700 hover:bg-stone-100 disabled:opacity-50"
          >
            {t('backstage.youtube.extract')}
          </button>
        </div>
      </Field>
      {videoId && (
        <fieldset>
          <legend className="text-sm font-semibold text-stone-800">{t('backstage.youtube.thumbnail')}</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {THUMBNAIL_SIZES.map((size) => {
              const url = thumbnailUrl(videoId, size);
              const chosen = thumbnail === url;
              return (
                <button
                  key={size}
                  type="button"
                  onClick={() => onThumbnail(url)}
                  aria-pressed={chosen}
                  className={`overflow-hidden rounded-xl border-2 text-left text-xs font-semibold ${chosen ? 'border-teal-600 text-teal-800' : 'border-transparent text-stone-600 hover:border-stone-300'}`}
                >
                  <Thumbnail src={url} className="aspect-video w-full" />
                  <span className="block px-1.5 py-1">{size}</span>
                </button>
              );
            })}
          </div>
          {thumbnail && (
            <button type="button" onClick={() => onThumbnail('')} className="mt-2 text-sm font-semibold text-red-700 hover:underline">
              {t('backstage.youtube.clear')}
            </button>
          )}
        </fieldset>
      )}
    </div>
  );
}
