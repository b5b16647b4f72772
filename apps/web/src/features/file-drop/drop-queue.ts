import type { UploadProgress } from '../uploads/upload-progress.ts';

/** One dropped file and where its upload stands. */
export type DropState =
  | { phase: 'waiting' }
  | UploadProgress
  | { phase: 'done'; message: string | null }
  | { phase: 'failed'; message: string | null };

export interface DropItem {
  key: string;
  name: string;
  state: DropState;
}

export interface DropQueueSteps<F> {
  /** A reason to refuse the file before sending it, or null. */
  check: (file: F) => string | null;
  /** Sends one file; reports progress; answers the server's message. */
  upload: (
    file: F,
    onProgress: (progress: UploadProgress) => void,
  ) => Promise<{ ok: boolean; message: string | null }>;
  /** Called with the whole list after every change. */
  onChange: (items: DropItem[]) => void;
  /** After each file that added chapters. */
  onAdded?: () => Promise<unknown>;
}

/**
 * Uploads dropped files one after another, in the order dropped, so their chapters land in that
 * order (the server appends each file's chapters after the ones before). A file refused by the
 * check or by the server is marked with its message and the next one goes on.
 */
export async function uploadInOrder<F extends { name: string }>(
  files: readonly F[],
  steps: DropQueueSteps<F>,
  batch = String(Date.now()),
): Promise<DropItem[]> {
  let items: DropItem[] = files.map((file, index) => ({
    key: `${batch}-${index}`,
    name: file.name,
    state: { phase: 'waiting' },
  }));
  const set = (index: number, state: DropState) => {
    items = items.map((item, i) => (i === index ? { ...item, state } : item));
    steps.onChange(items);
  };
  steps.onChange(items);
  for (const [index, file] of files.entries()) {
    const problem = steps.check(file);
    if (problem) {
      set(index, { phase: 'failed', message: problem });
      continue;
    }
    const result = await steps.upload(file, (progress) => {
      if (progress.phase !== 'idle') set(index, progress);
    });
    set(
      index,
      result.ok
        ? { phase: 'done', message: result.message }
        : { phase: 'failed', message: result.message },
    );
    if (result.ok) await steps.onAdded?.();
  }
  return items;
}
