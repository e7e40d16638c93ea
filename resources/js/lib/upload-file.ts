import { callHeaders } from './api-headers';
import { HttpError } from './http';

export interface UploadOptions {
  /** The share sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  /** Aborting it stops the transfer (a widget that is cleared or leaves the page). */
  signal?: AbortSignal;
}

/** Thrown when the upload was stopped on purpose: not a failure to show. */
export class UploadAborted extends Error {}

/**
 * Sends a multipart form to one of our upload routes (spec §7) with the headers of every other call
 * (Accept JSON, X-Requested-With, the XSRF token, the bearer token), and reports how much of it has
 * gone. XMLHttpRequest, because fetch cannot tell how much of a request body was sent. Resolves with
 * the JSON answer; rejects with an HttpError carrying the body (`{message, errors}`) or UploadAborted.
 */
export function uploadFile<T>(url: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(callHeaders())) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(new HttpError(xhr.status, data));
    };
    xhr.onerror = () => reject(new HttpError(0, null));
    xhr.ontimeout = () => reject(new HttpError(0, null));
    xhr.onabort = () => reject(new UploadAborted('The upload was stopped.'));
    if (options.signal?.aborted) return reject(new UploadAborted('The upload was stopped.'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * What to tell the uploader: the server's reason for the file (its field error or message), or what
 * went wrong on the way (no connection, signed out).
 */
export function uploadFailure(error: unknown, field: string): string {
  if (!(error instanceof HttpError)) return 'The upload failed. Please try again.';
  if (error.status === 0) return 'Hees could not be reached. Check your connection and try again.';
  if (error.status === 401) return 'You are signed out. Sign in again, then upload the file.';
  const data = error.data as { message?: unknown; errors?: Record<string, unknown> } | null;
  const fieldError = data?.errors?.[field];
  if (Array.isArray(fieldError) && typeof fieldError[0] === 'string') return fieldError[0];
  if (typeof data?.message === 'string' && data.message) return data.message;
  return `The upload failed (status ${error.status}). Please try again.`;
}
