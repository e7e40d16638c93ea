import { useEffect, useState } from 'react';
import { mediaUrl } from '@common/media-url';
import { IMAGE_UPLOADER, MAX_IMAGE_BYTES } from '@common/uploader-contract';
import { FilePicker, UploadActions, UploadStatus } from './upload-status';
import { useUpload } from './use-upload';
import { useT } from '../../i18n/i18n-context';

/** POST /api/backstage/image-uploader's answer (spec §7 reads `image`). */
interface ImageAnswer {
  image: string;
  url: string | null;
}

/**
 * The image uploader of spec §2/§7. Interface fixed for every form that uses it.
 */
export interface ImageUploaderProps {
  /** The file input's id (its label's htmlFor). */
  id: string;
  /** The stored path ('images/artists/3f9c….jpg') or '' for none. */
  value: string;
  onChange: (path: string) => void;
  /** The storage folder of spec §7's `imagepath`: artists, songs, albums, playlists, events, scholars, topics, stories, podcasts, pages. */
  imagepath: string;
  /** The URL to show the current image from (the server's media URL of `value`), when there is one. */
  previewUrl?: string | null;
  invalid?: boolean;
  /** Spec §7 `component`: which form sent the image, recorded with the upload. */
  component?: string;
}

/**
 * Picks an image and uploads it at once, showing the share sent; the form gets the stored path
 * (`onChange`) when the server has checked and stored it. The picture shown is the chosen file
 * while it uploads, then the stored one. The stored path is kept as the server answers it, without
 * the '/' spec §7's client put in front: media URLs read both the same.
 */
export function ImageUploader({ id, value, onChange, imagepath, previewUrl, invalid, component }: ImageUploaderProps) {
  const t = useT();
  const upload = useUpload<ImageAnswer>({ url: IMAGE_UPLOADER, field: 'image', maxBytes: MAX_IMAGE_BYTES });
  const [uploaded, setUploaded] = useState<{ path: string; url: string | null } | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => () => {
    if (picked) URL.revokeObjectURL(picked);
  }, [picked]);

  const uploading = upload.status === 'uploading';
  const shown = uploading ? picked : currentImageUrl(value, uploaded, previewUrl);

  const choose = async (file: File) => {
    setPicked(URL.createObjectURL(file));
    const answer = await upload.start(file, component ? { imagepath, component } : { imagepath });
    setPicked(null);
    if (!answer) return;
    setUploaded({ path: answer.image, url: answer.url });
    onChange(answer.image);
  };
  const remove = () => {
    upload.reset();
    onChange('');
  };

  return (
    <div className="mt-1.5 flex flex-wrap items-start gap-4 sm:flex-nowrap">
      <div className="relative size-24 shrink-0 overflow-hidden rounded-xl border border-stone-200 bg-stone-100">
        {shown ? (
          <img src={shown} alt="" className={`size-full object-cover ${uploading ? 'opacity-60' : ''}`} />
        ) : (
          <span className="flex size-full items-center justify-center text-xs text-stone-400">{t('backstage.image.none')}</span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <FilePicker id={id} accept="image/*" state={upload} invalid={invalid} onPick={choose} />
        <UploadActions state={upload} value={value} what="image" onStop={upload.reset} onRemove={remove} />
        <UploadStatus id={id} state={upload} />
      </div>
    </div>
  );
}

/** The stored image's URL: the one the upload answered, the page's, or the media URL of the path. */
function currentImageUrl(value: string, uploaded: { path: string; url: string | null } | null, previewUrl: string | null | undefined): string | null {
  if (!value) return null;
  if (uploaded?.path === value) return uploaded.url;
  return previewUrl || mediaUrl(value);
}
