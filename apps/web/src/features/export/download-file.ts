import { messageOf } from '../../lib/body-message.ts';

import type { Job } from '@receipts/domain';

/** Where a file's making stands: asked for, made by an export job (its step), or downloading. */
export type DownloadProgress =
  { phase: 'preparing' } | { phase: 'job'; job: Job } | { phase: 'downloading'; percent: number };

/** The server's `{ message }` from a failed download, or null. */
const errorMessage = (response: Response): Promise<string | null> =>
  response.text().then(messageOf, () => null);

/**
 * GETs `url` with the session cookie, reporting progress as the body arrives (the server names its
 * length), and returns the file.
 */
export async function fetchFile(
  url: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  onProgress({ phase: 'preparing' });
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok || !response.body)
    throw new Error((await errorMessage(response)) ?? `${response.status}`);
  const total = Number(response.headers.get('content-length')) || 0;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    if (total > 0)
      onProgress({
        phase: 'downloading',
        percent: Math.min(100, Math.round((received / total) * 100)),
      });
  }
  return new Blob(chunks, { type });
}

/** Saves a file under `fileName` through a temporary link, as a browser download. */
export function saveFile(file: Blob, fileName: string): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** `fetchFile`, then `saveFile`. */
export async function downloadFile(
  url: string,
  fileName: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<void> {
  saveFile(await fetchFile(url, onProgress), fileName);
}
