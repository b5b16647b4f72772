import { useMutation } from '@tanstack/react-query';
import { messages, type ReplacementSuggestion } from '@receipts/domain';
import { useState } from 'react';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import type { ChapterEditorView } from '../editor/chapter-editor-view.ts';
import { useNotify } from '../notify/use-notify.ts';
import { CitationPopover } from './citation-popover.tsx';
import { failureWithReason } from './citation-view.ts';
import { ReplacementsDialog } from './replacements-dialog.tsx';
import { useCitationStatuses } from './use-citation-statuses.ts';
import { useCitedDeliberately } from './use-cited-deliberately.ts';

export interface OpenCitation {
  id: number;
  element: HTMLElement;
}

/**
 * The citation statuses in the editor's text and what opens from them: the popover of one
 * citation, and the replacements a search found for it.
 */
export function CitationStatusLayer({
  editor,
  bookId,
  chapterId,
  open,
  busy,
  onClose,
  onApplyFix,
  onReplace,
}: {
  editor: ChapterEditorView | null;
  bookId: number;
  chapterId: number;
  open: OpenCitation | null;
  busy: boolean;
  onClose: () => void;
  onApplyFix: (id: number) => Promise<boolean>;
  onReplace: (id: number, newCitation: string) => Promise<boolean>;
}) {
  const trpc = useTrpc();
  const notify = useNotify();
  const citations = useCitationStatuses(editor, bookId, chapterId);
  const [found, setFound] = useState<{ id: number; list: ReplacementSuggestion[] } | null>(null);
  const search = useMutation(trpc.citations.findReplacement.mutationOptions());
  const citation = open ? citations.find((row) => row.id === open.id) : undefined;
  const deliberately = useCitedDeliberately(bookId, citation);

  const findReplacement = async (id: number) => {
    try {
      const { replacements } = await search.mutateAsync({ id });
      setFound({ id, list: replacements });
    } catch (error) {
      notify.error(failureWithReason(messages.toasts.error.findReplacement, error));
    }
  };

  return (
    <>
      {open && citation ? (
        <CitationPopover
          citation={citation}
          anchor={open.element}
          busy={busy || search.isPending || deliberately.pending}
          onApplyFix={() => {
            onClose();
            void onApplyFix(citation.id);
          }}
          onFindReplacement={() => void findReplacement(citation.id)}
          citedDeliberately={
            deliberately.available
              ? { marked: deliberately.marked, set: deliberately.setCited }
              : undefined
          }
          onClose={onClose}
        />
      ) : null}
      {found ? (
        <ReplacementsDialog
          replacements={found.list}
          pending={busy}
          onReplace={(text) => {
            void onReplace(found.id, text).then(() => {
              setFound(null);
              onClose();
            });
          }}
          onClose={() => setFound(null)}
        />
      ) : null}
    </>
  );
}
