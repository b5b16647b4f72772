import { useQuery } from '@tanstack/react-query';
import type { ChapterCitationStatus } from '@receipts/domain';
import { useEffect } from 'react';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import type { ChapterEditorView } from '../editor/chapter-editor-view.ts';
import { citationStatusTexts as t } from './citation-status-texts.ts';

/** No citations yet (kept as one array, so the underlines are not set again while none load). */
const NONE: ChapterCitationStatus[] = [];

/**
 * The chapter's citation rows, shown in the editor's text as status underlines: computed when the
 * rows change (after extraction, validation, a fix), never per keystroke. Only this chapter's rows,
 * with only what the underlines and the popover show, are read (issue #28); every call that
 * changes citations reads them again (invalidateBookCitations, and the editor's own calls).
 */
export function useCitationStatuses(
  editor: ChapterEditorView | null,
  bookId: number,
  chapterId: number,
) {
  const trpc = useTrpc();
  const citations =
    useQuery(trpc.citations.statusesByChapter.queryOptions({ id: bookId, chapterId })).data ?? NONE;
  useEffect(() => {
    if (!editor) return;
    editor.showCitationStatuses(
      citations.map((citation) => ({
        inTextCitation: citation.inTextCitation ?? '',
        status: {
          id: citation.id,
          status: citation.validationStatus,
          label: t.label[citation.validationStatus],
        },
      })),
    );
  }, [editor, citations]);
  return citations;
}
