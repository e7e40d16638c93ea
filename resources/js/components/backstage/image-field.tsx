import { Field } from './form-parts';
import { ImageUploader, type ImageUploaderProps } from './image-uploader';

interface ImageFieldProps extends Pick<ImageUploaderProps, 'id' | 'value' | 'onChange' | 'imagepath' | 'component'> {
  label: string;
  hint?: string;
  /** The server's refusal, said under the field (and marking it invalid). */
  error?: string;
  /** Marks the field invalid without saying why under it (the form lists its errors at the top). */
  invalid?: boolean;
  /** The path the record was loaded with, and its media URL: shown until another picture is chosen. */
  saved: string;
  savedUrl?: string | null;
}

/** A record form's picture: the image uploader under its label. */
export function ImageField({ id, label, hint, error, invalid = !!error, value, saved, savedUrl, onChange, imagepath, component }: ImageFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <ImageUploader id={id} value={value} onChange={onChange} imagepath={imagepath} previewUrl={value === saved ? savedUrl : undefined} invalid={invalid} component={component} />
    </Field>
  );
}
