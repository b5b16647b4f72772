import { useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import type { ChapterEditorView } from './chapter-editor-view.ts';
import { editorTexts } from './editor-texts.ts';
import { SaveIndicator } from './save-indicator.tsx';
import type { SaveIndicator as Indicator } from './save-queue.ts';
import { statusBarTexts } from './status-bar-texts.ts';

const bar = css({
  position: 'sticky',
  bottom: '0',
  zIndex: '1',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '9',
  px: { base: '4', md: '8' },
  py: '1.5',
  fontSize: 'xs',
  color: 'fg.muted',
  bg: 'bg.surface/95',
  backdropFilter: 'blur(6px)',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  fontVariantNumeric: 'tabular-nums',
});

/**
 * The quiet line under the text: the live word count (and the selection's), the words added this
 * session, reading time and the save state.
 */
export function StatusBar({
  editor,
  fallbackWords,
  indicator,
}: {
  editor: ChapterEditorView | null;
  fallbackWords: number;
  indicator: Indicator;
}) {
  const subscribe = editor?.subscribeWords ?? noSubscribe;
  const words = useSyncExternalStore(subscribe, () => editor?.getWordCount() ?? fallbackWords);
  const session = useSyncExternalStore(subscribe, () => editor?.getSessionWords() ?? 0);
  const selected = useSyncExternalStore(subscribe, () => editor?.getSelectionWords() ?? 0);
  return (
    <div className={bar} data-testid="editor-status-bar">
      <span data-testid="word-count">{editorTexts.wordCount(words)}</span>
      {selected > 0 && (
        <span data-testid="selection-words">({statusBarTexts.selection(selected)})</span>
      )}
      <span aria-hidden>·</span>
      <span data-testid="session-words" title={statusBarTexts.sessionTitle}>
        {statusBarTexts.session(session)}
      </span>
      <span aria-hidden>·</span>
      <span data-testid="reading-time">{statusBarTexts.readingTime(words)}</span>
      {indicator.kind !== 'idle' && <span aria-hidden>·</span>}
      <SaveIndicator indicator={indicator} />
    </div>
  );
}

const noSubscribe = () => () => {};
