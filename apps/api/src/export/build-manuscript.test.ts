import { describe, expect, it } from 'vitest';
import { buildManuscript, type ManuscriptChapterSource } from './build-manuscript.ts';
import { inlineText, type Inline } from './manuscript.ts';

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
  /** The book's bibliography as citeproc writes it, in APA order, with the chapters using each. */
  const references = [
    { workKey: 'abe||1999', html: 'Abe, A. (1999). <i>A</i>.', chapterIds: [4] },
    {
      workKey: 'moe||2010',
      html: 'Moe, M. (2010). M. <i>Journal</i>, <i>3</i>.',
      chapterIds: [4, 2],
    },
    { workKey: 'zed||2001', html: 'Zed, Z. (2001). <i>Z</i>.', chapterIds: [2] },
  ];
  const texts = (entries: readonly Inline[][]) => entries.map(inlineText);

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

  it("takes reference sections out of the chapters and writes the book's entries, italics kept", () => {
    const m = buildManuscript(book, chapters, references, {
      references: 'book',
      chapters: 'all',
    });
    expect(texts(m.references)).toEqual([
      'Abe, A. (1999). A.',
      'Moe, M. (2010). M. Journal, 3.',
      'Zed, Z. (2001). Z.',
    ]);
    expect(m.references[1]).toEqual([
      { text: 'Moe, M. (2010). M. ' },
      { text: 'Journal', italic: true },
      { text: ', ' },
      { text: '3', italic: true },
      { text: '.' },
    ]);
    expect(m.chapters[1]!.blocks).toEqual([
      { kind: 'paragraph', align: 'left', inlines: [{ text: 'Middle.' }] },
    ]);
    expect(m.chapters.every((c) => c.references.length === 0)).toBe(true);
  });

  it('or keeps one list per chapter', () => {
    const m = buildManuscript(book, chapters, references, {
      references: 'chapter',
      chapters: 'all',
    });
    expect(m.references).toEqual([]);
    expect(texts(m.chapters[1]!.references)).toEqual([
      'Moe, M. (2010). M. Journal, 3.',
      'Zed, Z. (2001). Z.',
    ]);
    expect(texts(m.chapters[3]!.references)).toEqual([
      'Abe, A. (1999). A.',
      'Moe, M. (2010). M. Journal, 3.',
    ]);
  });

  it('leaves out drafts, and their references, when only completed chapters are wanted', () => {
    const m = buildManuscript(book, chapters, references, {
      references: 'book',
      chapters: 'completed',
    });
    expect(m.chapters.map((c) => c.heading)).toEqual([
      'Preface',
      'Epilogue: After',
      'Chapter 1: Minutes',
    ]);
    expect(texts(m.references)).toEqual(['Abe, A. (1999). A.', 'Moe, M. (2010). M. Journal, 3.']);
  });

  it('lets a final "References" chapter give way to the book\'s list, so no entry is written twice', () => {
    const withList = [
      chapter(1, 'One', '<p>Cited (Abe, 1999).</p>'),
      chapter(2, 'References', '<p>Abe, A. (1999). A.</p>'),
    ];
    const abe = [{ workKey: 'abe||1999', html: 'Abe, A. (1999). <i>A</i>.', chapterIds: [1, 2] }];
    const m = buildManuscript(book, withList, abe, { references: 'book', chapters: 'all' });
    expect(m.chapters.map((c) => c.title)).toEqual(['One']);
    expect(texts(m.references)).toEqual(['Abe, A. (1999). A.']);
    // With no bibliography the chapter is the writer's text, and stays.
    const bare = buildManuscript(book, withList, [], { references: 'book', chapters: 'all' });
    expect(bare.chapters.map((c) => c.title)).toEqual(['One', 'References']);
    expect(bare.references).toEqual([]);
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
