import { messages } from '@receipts/domain';
import { css } from 'styled-system/css';
import { editorTexts } from './editor-texts.ts';
import type { SaveIndicator as Indicator } from './save-queue.ts';

const formatTime = (at: number) =>
  new Date(at).toLocaleTimeString(undefined, {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });

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
