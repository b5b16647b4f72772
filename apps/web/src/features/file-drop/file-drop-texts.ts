import type { DropItem } from './drop-queue.ts';

/** Texts of dropping files on a book's page (not in SPEC: docs/decisions/writing-goals.md). */
export const fileDropTexts = {
  overlay: 'Drop .docx, .md or .pdf files to add them as chapters',
  overlayHint: 'Each file becomes chapters in the order you dropped them.',
  listLabel: 'Dropped files',
  summary: (items: readonly DropItem[]) => {
    const done = items.filter((item) => item.state.phase === 'done').length;
    const failed = items.filter((item) => item.state.phase === 'failed').length;
    const left = items.length - done - failed;
    if (left > 0) return `Adding ${items.length} ${items.length === 1 ? 'file' : 'files'}…`;
    return failed === 0
      ? `${done} of ${items.length} added`
      : `${done} of ${items.length} added, ${failed} refused`;
  },
  state: (item: DropItem): string => {
    const { state } = item;
    switch (state.phase) {
      case 'waiting':
        return 'Waiting';
      case 'uploading':
        return `Uploading ${state.percent}%`;
      case 'processing':
        return 'Processing...';
      case 'done':
        return state.message ?? 'Added';
      case 'failed':
        return state.message ?? 'The upload failed: nothing was added from this file.';
      default:
        return '';
    }
  },
  dismiss: 'Close',
} as const;
