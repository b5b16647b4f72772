import { css } from 'styled-system/css';
import { Button } from '../../components/ui/index.ts';
import type { LocalDraft } from './draft-offer.ts';
import { editorTexts } from './editor-texts.ts';

/** Offers a local draft that is newer than the server's text. */
export function DraftBanner({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: LocalDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const time = new Date(draft.savedAt).toLocaleString();
  return (
    <div
      role="alert"
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '3',
        p: '3',
        borderRadius: 'md',
        borderWidth: '1px',
        borderColor: 'warning.border',
        bg: 'warning.subtle',
        color: 'warning.text',
      })}
    >
      <span className={css({ flex: '1', minW: '0' })}>{editorTexts.draft.found(time)}</span>
      <Button size="sm" variant="solid" onClick={onRestore}>
        {editorTexts.draft.restore}
      </Button>
      <Button size="sm" variant="outline" onClick={onDiscard}>
        {editorTexts.draft.discard}
      </Button>
    </div>
  );
}
