import { useQuery } from '@tanstack/react-query';
import { distinctWorks, findInTextCitations, type Citation } from '@receipts/domain';
import type { CitationStatusOf } from '@receipts/editor/browser';
import { useEffect, useMemo } from 'react';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import type { ChapterEditorView } from '../editor/chapter-editor-view.ts';
import { citationStatusTexts as t } from './citation-status-texts.ts';

/** The work a citation row stands for, keyed as the editor keys the citations it finds. */
const workKeyOf = (citation: Citation) =>
  distinctWorks(findInTextCitations(citation.inTextCitation ?? ''))[0]?.key ?? null;

/**
 * The chapter's citation rows, shown in the editor's text as status underlines: computed when the
 * rows change (after extraction, validation, a fix), never per keystroke.
 */
export function useCitationStatuses(
  editor: ChapterEditorView | null,
  bookId: number,
  chapterId: number,
) {
  const trpc = useTrpc();
  const rows = useQuery(trpc.citations.listByBook.queryOptions({ id: bookId })).data;
  const citations = useMemo(
    () => (rows ?? []).filter((row) => row.chapterId === chapterId),
    [rows, chapterId],
  );
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
