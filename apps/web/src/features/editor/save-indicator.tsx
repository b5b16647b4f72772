import { messages } from '@receipts/domain';
import { css } from 'styled-system/css';
import { editorTexts } from './editor-texts.ts';
import type { SaveIndicator as Indicator } from './save-queue.ts';

// One formatter for every render (toLocaleTimeString with options builds one per call), built
// while the page is idle: the first one loads the locale's data, 17 ms in a CPU profile, which
// the render of the first save, often while the writer types, would otherwise pay.
let timeFormat: Intl.DateTimeFormat | null = null;
const formatTime = (at: number) =>
  (timeFormat ??= new Intl.DateTimeFormat(undefined, {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  })).format(at);
if (typeof requestIdleCallback === 'function') requestIdleCallback(() => formatTime(0));

function text(indicator: Indicator): string {
  switch (indicator.kind) {
    case 'idle':
      return '';
    case 'saving':
      return messages.chapterEditor.saving;
    case 'saved':
      return messages.chapterEditor.saved(formatTime(indicator.at));
    case 'unsaved':
      return indicator.reason === 'conflict'
        ? editorTexts.unsavedConflict
        : editorTexts.unsavedRetrying;
    case 'offline':
      return editorTexts.offline;
  }
}

/** 'Saving...' / 'Saved {time}', that changes are not saved yet, or kept offline. Announced politely. */
export function SaveIndicator({ indicator }: { indicator: Indicator }) {
  return (
    <span
      role="status"
      data-testid="save-indicator"
      data-state={indicator.kind}
      className={css({
        fontSize: 'inherit',
        color: indicator.kind === 'unsaved' ? 'danger.text' : 'inherit',
        fontWeight:
          indicator.kind === 'unsaved' || indicator.kind === 'offline' ? 'medium' : 'normal',
      })}
    >
      {text(indicator)}
    </span>
  );
}
