import { useQuery } from '@tanstack/react-query';
import type { Chapter } from '@receipts/domain';
import { useEffect, useRef, type RefObject } from 'react';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import type { ChapterEditorView } from '../editor/chapter-editor-view.ts';
import { chapterNumbering, type ChapterNumbering } from './figure-numbering.ts';

const UNKNOWN: ChapterNumbering = {
  mode: 'book',
  number: null,
  title: '',
  before: [],
  after: [],
};

/**
 * The chapter's place in its book's figure and table numbering, kept in a ref the editor's labels read; when
 * the book or its chapter list arrives or changes, the editor counts its labels again.
 */
export function useChapterNumbering(
  chapter: Pick<Chapter, 'id' | 'bookId'>,
  editor: ChapterEditorView | null,
): RefObject<ChapterNumbering> {
  const trpc = useTrpc();
  const book = useQuery(trpc.books.get.queryOptions({ id: chapter.bookId })).data;
  const chapters = useQuery(
    trpc.chapters.summariesByBook.queryOptions({ id: chapter.bookId }),
  ).data;
  const numbering = useRef<ChapterNumbering>(UNKNOWN);
  useEffect(() => {
    if (!book || !chapters) return;
    numbering.current = chapterNumbering(book, chapters, chapter.id);
    editor?.relabelFigures();
  }, [book, chapters, chapter.id, editor]);
  return numbering;
}
