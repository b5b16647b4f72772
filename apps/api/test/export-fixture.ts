import { CitationEntity } from '@receipts/db';
import { linkBookCitations } from '../src/services/bibliography/link-citations.ts';
import type { TestApp } from './test-app.ts';

/** Title with quotes, an ampersand and markup: it must come out as text in every format. */
export const TRICKY_TITLE = `"Bosses" & <script>alert('owned')</script> Ltd`;

export const GRAEBER = 'Graeber, D. (2018). Bullshit jobs: A theory. Simon & Schuster.';
export const AHMED =
  'Ahmed, S. (2012). On being included: Racism and diversity in institutional life. Duke University Press.';
/** A work a citation names but the book never lists. */
export const CRENSHAW =
  'Crenshaw, K. (1989). Demarginalizing the intersection of race and sex. University of Chicago Legal Forum.';
export const ZUBOFF = 'Zuboff, S. (2019). The age of surveillance capitalism. PublicAffairs.';
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Each chapter's prose, kept apart from its reference section so tests can find it whole. */
export const CHAPTERS = [
  {
    title: 'Introduction',
    status: 'completed',
    body: '<p>Every office has <strong>a meeting</strong> that should have been an <em>email</em>.</p>',
    references: [AHMED],
  },
  {
    title: 'The Standing Agenda',
    status: 'draft',
    body:
      '<h1>Minutes nobody reads</h1><p>The agenda, <u>underlined</u> twice, links to ' +
      '<a href="https://example.org/agenda?a=1&amp;b=2">the shared drive</a>.</p>' +
      '<ul><li><p>Action items</p></li><li><p>Any other business</p><ol start="3"><li><p>Third point</p></li></ol></li></ul>' +
      '<h2>A smaller heading</h2><p style="text-align: center">Centered &amp; <strong><em>bold italic</em></strong> text.</p>',
    references: [ZUBOFF, GRAEBER],
  },
  {
    title: 'Quarterly Alignment',
    status: 'completed',
    body: '<p>Synergy was achieved, <mark>allegedly</mark>.</p><p>Second line<br>after a break.</p>',
    references: [],
  },
  {
    title: 'Epilogue: Settling Accounts',
    status: 'completed',
    body: '<p>The meeting adjourned without a decision.</p>',
    references: [GRAEBER.replace('Bullshit jobs: A theory', 'Bullshit Jobs: a Theory')],
  },
] as const;

export const chapterHtml = (chapter: (typeof CHAPTERS)[number]) =>
  chapter.references.length
    ? `${chapter.body}<h2>References</h2>${chapter.references.map((r) => `<p>${escapeHtml(r)}</p>`).join('')}`
    : chapter.body;

/** The book the export tests read: 4 chapters, references in their lists, citations in the table. */
export async function createExportBook(t: TestApp) {
  const api = await t.caller();
  const book = await api.books.create({
    title: TRICKY_TITLE,
    subtitle: 'Minutes & Receipts',
    authorName: 'Kemet & Co.',
    seriesName: 'Receipts',
    seriesNumber: 2,
    isbn: '978-3-16-148410-0',
  });
  const chapters = [];
  for (const [index, chapter] of CHAPTERS.entries()) {
    chapters.push(
      await api.chapters.create({
        bookId: book.id,
        title: chapter.title,
        content: chapterHtml(chapter),
        orderIndex: index,
        status: chapter.status,
      }),
    );
  }
  const em = t.db.orm.em.fork();
  // Chapter 3 cites a work chapter 2 lists, and one the book lists nowhere: the latter is no entry,
  // so no export may write it (issue #21, defect 2).
  em.create(CitationEntity, {
    chapter: chapters[2]!.id,
    citationText: '(Graeber, 2018)',
    workKey: 'graeber||2018',
  });
  em.create(CitationEntity, {
    chapter: chapters[2]!.id,
    citationText: CRENSHAW,
    workKey: 'crenshaw||1989',
  });
  await em.flush();
  await linkBookCitations(em, book.id);
  return { api, book: await api.books.get({ id: book.id }), chapters };
}
