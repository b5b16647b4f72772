import { describe, expect, it } from 'vitest';
import { buildManuscript, type ManuscriptChapterSource } from './build-manuscript.ts';

const book = {
  title: 'The Meeting',
  subtitle: null,
  authorName: 'K. Writer',
  seriesName: 'Receipts',
  seriesNumber: 2,
  isbn: null,
  description: null,
};
const chapter = (
  id: number,
  title: string,
  content: string,
  status = 'completed',
): ManuscriptChapterSource => ({ id, title, orderIndex: id * 10, status, content });

describe('buildManuscript', () => {
  const chapters = [
    chapter(3, 'Epilogue: After', '<p>End.</p>'),
    chapter(1, 'Preface', '<p>Before.</p>'),
    chapter(
      2,
      'The Agenda',
      '<p>Middle.</p><h2>Works Cited</h2><p>Zed, Z. (2001). Z.</p>',
      'draft',
    ),
    chapter(4, 'Minutes', '<h1>Bibliography</h1><ul><li><p>Abe, A. (1999). A.</p></li></ul>'),
  ];
  const citations = [
    { chapterId: 2, citationText: 'Zed, Z. (2001). Z.' },
    { chapterId: 4, citationText: 'Moe, M. (2010). M.' },
  ];

  it('orders by orderIndex and numbers all but front and back matter', () => {
    const m = buildManuscript(book, chapters, [], { references: 'book', chapters: 'all' });
    expect(m.chapters.map((c) => c.heading)).toEqual([
      'Preface',
      'Chapter 1: The Agenda',
      'Epilogue: After',
      'Chapter 2: Minutes',
    ]);
    expect(m.series).toBe('Book 2 of Receipts');
  });

  it('takes reference sections out of the chapters into one merged, sorted list', () => {
    const m = buildManuscript(book, chapters, citations, {
      references: 'book',
      chapters: 'all',
    });
    expect(m.references).toEqual([
      'Abe, A. (1999). A.',
      'Moe, M. (2010). M.',
      'Zed, Z. (2001). Z.',
    ]);
    expect(m.chapters[1]!.blocks).toEqual([
      { kind: 'paragraph', align: 'left', inlines: [{ text: 'Middle.' }] },
    ]);
    expect(m.chapters.every((c) => c.references.length === 0)).toBe(true);
  });

  it('or keeps one list per chapter', () => {
    const m = buildManuscript(book, chapters, citations, {
      references: 'chapter',
      chapters: 'all',
    });
    expect(m.references).toEqual([]);
    expect(m.chapters[1]!.references).toEqual(['Zed, Z. (2001). Z.']);
    expect(m.chapters[3]!.references).toEqual(['Abe, A. (1999). A.', 'Moe, M. (2010). M.']);
  });

  it('leaves out drafts, and their references, when only completed chapters are wanted', () => {
    const m = buildManuscript(book, chapters, citations, {
      references: 'book',
      chapters: 'completed',
    });
    expect(m.chapters.map((c) => c.heading)).toEqual([
      'Preface',
      'Epilogue: After',
      'Chapter 1: Minutes',
    ]);
    expect(m.references).not.toContain('Zed, Z. (2001). Z.');
  });

  it('reads chapters through the editor schema: marks, links, lists, breaks; no scripts', () => {
    const m = buildManuscript(
      book,
      [
        chapter(
          1,
          'One',
          '<p style="text-align:center"><b>B</b> <a href="javascript:alert(1)">bad</a> <a href="https://x.org">ok</a><br>next<script>alert(1)</script></p><ol start="4"><li><p>four</p></li></ol>',
        ),
      ],
      [],
      { references: 'book', chapters: 'all' },
    );
    expect(m.chapters[0]!.blocks).toEqual([
      {
        kind: 'paragraph',
        align: 'center',
        inlines: [
          { text: 'B', bold: true },
          { text: ' bad ' },
          { text: 'ok', href: 'https://x.org' },
          { lineBreak: true },
          { text: 'next' },
        ],
      },
      {
        kind: 'list',
        ordered: true,
        start: 4,
        items: [[{ kind: 'paragraph', align: 'left', inlines: [{ text: 'four' }] }]],
      },
    ]);
  });
});
