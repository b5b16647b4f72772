import type { Job } from '@receipts/domain';
import { fetchFile, type DownloadProgress } from './download-file.ts';

const POLL_MS = 500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A book's export made as a job on the server (docs/decisions/jobs.md): started (or, after a
 * reload, the one already running taken up), read until it has finished (on whichever process
 * runs it, other requests unaffected), each read's step shown, then its file fetched.
 */
export async function fetchExportByJob(
  start: () => Promise<Job>,
  read: (id: string) => Promise<Job>,
  onProgress: (progress: DownloadProgress) => void,
): Promise<{ url: string; fileName: string; file: Blob }> {
  onProgress({ phase: 'preparing' });
  let job = await start();
  while (job.state === 'queued' || job.state === 'running') {
    onProgress({ phase: 'job', job });
    await wait(POLL_MS);
    job = await read(job.id);
  }
  if (job.state !== 'completed') throw new Error(job.error?.message ?? 'The export did not finish');
  onProgress({ phase: 'job', job });
  const url = String(job.result?.url);
  return { url, fileName: String(job.result?.fileName), file: await fetchFile(url, onProgress) };
}
