import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFailure, uploadFile, UploadAborted } from '../../lib/upload-file';
import { tooLargeMessage } from '@common/uploader-contract';
import { beginUpload } from './uploads-in-flight';

/** Spec §4 "Upload: idle, uploading, then done or failed". */
export type UploadStatus = 'idle' | 'uploading' | 'done' | 'failed';

export interface UploadState {
  status: UploadStatus;
  /** 0 to 100 while uploading. */
  progress: number;
  /** Why the last upload failed, as the server or the network put it. */
  error: string | null;
}

interface UploadTarget {
  url: string;
  /** The form field the file goes in, which the server's field errors also name. */
  field: string;
  maxBytes: number;
}

/**
 * One uploader widget's upload: sends the file with its progress, counts it as in flight while it
 * goes (so the form waits), stops it when the widget leaves the page, and turns a refusal into the
 * server's reason. A file over the limit is refused here, before sending: a server refusing a body
 * unread closes the connection, which browsers report as a network error instead of the answer.
 */
export function useUpload<T>({ url, field, maxBytes }: UploadTarget) {
  const [state, setState] = useState<UploadState>({ status: 'idle', progress: 0, error: null });
  const running = useRef<{ controller: AbortController; end: () => void } | null>(null);

  const stop = useCallback(() => {
    running.current?.controller.abort();
    running.current?.end();
    running.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    async (file: File, fields: Record<string, string> = {}): Promise<T | null> => {
      stop();
      if (file.size > maxBytes) {
        setState({ status: 'failed', progress: 0, error: tooLargeMessage(maxBytes) });
        return null;
      }
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append(field, file);
      const current = { controller: new AbortController(), end: beginUpload() };
      running.current = current;
      setState({ status: 'uploading', progress: 0, error: null });
      try {
        const answer = await uploadFile<T>(url, form, {
          signal: current.controller.signal,
          onProgress: (progress) => setState((was) => (was.status === 'uploading' ? { ...was, progress } : was)),
        });
        setState({ status: 'done', progress: 100, error: null });
        return answer;
      } catch (error) {
        if (error instanceof UploadAborted) return null;
        // Spec §8: upload failures are logged; the widget also says why (our addition).
        console.error('Upload failed', error);
        setState({ status: 'failed', progress: 0, error: uploadFailure(error, field) });
        return null;
      } finally {
        current.end();
        if (running.current === current) running.current = null;
      }
    },
    [url, field, maxBytes, stop],
  );

  /** Back to idle, stopping an upload under way (the Remove button). */
  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle', progress: 0, error: null });
  }, [stop]);

  return { ...state, start, reset };
}
