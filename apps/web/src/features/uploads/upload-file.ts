import { messageOf } from '../../lib/body-message.ts';
import { IDLE, progressOf, type UploadProgress } from './upload-progress.ts';

/** The outcome of a multipart upload: the server's `message` either way (status 0: no reply). */
export type UploadResult =
  { ok: true; message: string | null } | { ok: false; status: number; message: string | null };

/**
 * Multipart uploads bypass tRPC (SPEC §7): POST the file under `field` and read `message` from the
 * JSON body, success or failure. XMLHttpRequest rather than fetch, for its upload progress events:
 * `onProgress` hears the share sent, then 'processing' while the server parses.
 */
export function uploadFile(
  url: string,
  field: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  headers: Record<string, string> = {},
): Promise<UploadResult> {
  const body = new FormData();
  body.append(field, file);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => onProgress(progressOf(event.loaded, event.total));
    request.upload.onload = () => onProgress({ phase: 'processing' });
    request.onload = () => {
      onProgress(IDLE);
      const message = messageOf(request.responseText);
      const ok = request.status >= 200 && request.status < 300;
      resolve(ok ? { ok, message } : { ok, status: request.status, message });
    };
    request.onerror = request.onabort = () => {
      onProgress(IDLE);
      resolve({ ok: false, status: 0, message: null });
    };
    onProgress({ phase: 'uploading', percent: 0 });
    request.send(body);
  });
}
