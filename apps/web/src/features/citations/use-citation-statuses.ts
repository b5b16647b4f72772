import { useQuery } from '@tanstack/react-query';
import { distinctWorks, findInTextCitations, type ChapterCitationStatus } from '@receipts/domain';
import type { CitationStatusOf } from '@receipts/editor/browser';
import { useEffect } from 'react';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import type { ChapterEditorView } from '../editor/chapter-editor-view.ts';
import { citationStatusTexts as t } from './citation-status-texts.ts';

/** The work a citation row stands for, keyed as the editor keys the citations it finds. */
const workKeyOf = (citation: ChapterCitationStatus) =>
  distinctWorks(findInTextCitations(citation.inTextCitation ?? ''))[0]?.key ?? null;

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
    const statuses = new Map<string, CitationStatusOf>();
    for (const citation of citations) {
      const key = workKeyOf(citation);
      if (!key) continue;
      statuses.set(key, {
        id: citation.id,
        status: citation.validationStatus,
        label: t.label[citation.validationStatus],
      });
    }
    editor.showCitationStatuses(statuses);
  }, [editor, citations]);
  return citations;
}
