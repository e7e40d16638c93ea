/**
 * What the uploader routes and the backstage widgets agree on: addresses, limits, folders and the
 * words of a refusal. It lives with the client's sources because the client bundle is built from
 * resources/ alone (scripts/build/build-inputs.mjs); the server imports it from here.
 */

export const IMAGE_UPLOADER = '/api/backstage/image-uploader';
export const AUDIO_UPLOADER = '/api/backstage/audio-uploader';

const MB = 1024 * 1024;

/**
 * The 413 message for a file over a route's `limit` in bytes, with the limit in it so the uploader
 * knows how much smaller the file must be. The backstage widgets say the same before sending a file,
 * and every multipart route (server/http/multipart/multipart-gate.ts) says it on a 413.
 */
export const tooLargeMessage = (limit: number) =>
  limit >= MB ? `The file is too large: the limit is ${Math.floor(limit / MB)} MB.` : 'The upload is too large.';

/** Room for a print-quality photo or poster; past it, the image should be made smaller before uploading. */
export const MAX_IMAGE_BYTES = 15 * MB;
/** Room for a long lecture or an hour-long mix (about 3.5 hours of 128 kbit/s mp3); UPLOAD_TIMEOUT_MS gives it time. */
export const MAX_AUDIO_BYTES = 200 * MB;

/**
 * The folders images are kept in (spec §7 `imagepath`): one per kind of record that has a picture.
 * A fixed list, so a client cannot make up folders in storage.
 */
export const IMAGE_FOLDERS = ['artists', 'songs', 'albums', 'playlists', 'events', 'scholars', 'topics', 'stories', 'podcasts', 'pages'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];
