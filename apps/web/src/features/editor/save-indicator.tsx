import { messages } from '@receipts/domain';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { formatClockTime } from '../../lib/date-time.ts';
import { editorTexts } from './editor-texts.ts';
import type { SaveIndicator as Indicator } from './save-queue.ts';

function text(indicator: Indicator): string {
  switch (indicator.kind) {
    case 'idle':
      return '';
    case 'saving':
      return messages.chapterEditor.saving;
    case 'saved':
      return messages.chapterEditor.saved(formatClockTime(indicator.at));
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
  const edited = indicator.kind !== 'idle';
  // The time's formatter is built while idle once there is something to save: the first one loads
  // the locale's data (17 ms in a CPU profile here), which the render of the first save would
  // otherwise pay, often mid-typing (the 10 s maximum wait), or the page's load if built sooner.
  useEffect(() => {
    if (!edited || typeof requestIdleCallback !== 'function') return;
    const handle = requestIdleCallback(() => formatClockTime(Date.now()));
    return () => cancelIdleCallback(handle);
  }, [edited]);
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
