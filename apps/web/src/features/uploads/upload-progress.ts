/** Where an upload stands: sending the file, then waiting while the server reads it. */
export type UploadProgress =
  { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'processing' };

export const IDLE: UploadProgress = { phase: 'idle' };

/** The button's text during an upload: 'Uploading 42%', then 'Processing...' until the reply. */
export function uploadLabel(progress: UploadProgress, idleLabel: string): string {
  if (progress.phase === 'uploading') return `Uploading ${progress.percent}%`;
  if (progress.phase === 'processing') return 'Processing...';
  return idleLabel;
}

/** Sent bytes as a whole percentage; 'processing' once every byte is sent. */
export function progressOf(loaded: number, total: number): UploadProgress {
  if (total > 0 && loaded >= total) return { phase: 'processing' };
  const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
  return { phase: 'uploading', percent };
}
