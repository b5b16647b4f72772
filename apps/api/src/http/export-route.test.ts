import { countWords } from '@receipts/domain';
import { sanitizeChapterHtml } from '@receipts/editor/server';
import { TRPCError } from '@trpc/server';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AHMED,
  CHAPTERS,
  CRENSHAW,
  createExportBook,
  GRAEBER,
  TRICKY_TITLE,
  ZUBOFF,
} from '../../test/export-fixture.ts';
import { epubcheck, pandocHtml, pandocText, which, wordSequence } from '../../test/export-tools.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let cookie: string;
let fixture: Awaited<ReturnType<typeof createExportBook>>;
const tools = { epubcheck: false, pandoc: false };
beforeAll(async () => {
  tools.epubcheck = (await which('epubcheck')) !== null;
  tools.pandoc = (await which('pandoc')) !== null;
});
beforeEach(async () => {
  cookie = await t.signIn();
  fixture = await createExportBook(t);
});

const HEADINGS = [
  'Introduction',
  'Chapter 1: The Standing Agenda',
  'Chapter 2: Quarterly Alignment',
  'Epilogue: Settling Accounts',
];
const SLUG = 'bosses-and-script-alert-owned-script-ltd';

async function download(query: string, id = fixture.book.id) {
  const response = await t.request(`/api/books/${id}/export?${query}`, { cookie });
  return { response, bytes: new Uint8Array(await response.clone().arrayBuffer()) };
}

/** Every chapter's prose, in order and whole, and at least as many words as the book counts. */
function expectEveryWord(text: string) {
  const words = wordSequence(text);
  for (const chapter of CHAPTERS)
    expect(words).toContain(wordSequence(sanitizeChapterHtml(chapter.body).text));
  expect(countWords(text)).toBeGreaterThanOrEqual(fixture.book.currentWordCount);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const htmlText = (html: string) =>
  html
    .replace(/<br ?\/?>|<\/?(?:p|h\d|li|ol|ul)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ENTITIES[name]!);

/**
 * The book's entries, each once, in APA's order, and nothing that is not an entry: not the work a
 * citation names but no list holds (issue #21, defect 2).
 */
function expectBookReferences(text: string) {
  const positions = [AHMED, GRAEBER, ZUBOFF].map((entry) => text.indexOf(entry));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(text.split('Graeber, D. (2018)').length - 1).toBe(1);
  expect(text).not.toContain(CRENSHAW.slice(0, 20));
}

describe('GET /api/books/{id}/export?format=docx', () => {
  it('is a Word download named after the title', async () => {
    const { response } = await download('format=docx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${SLUG}.docx"; filename*=UTF-8''${SLUG}.docx`,
    );
  });

  it('opens in mammoth with the title, every chapter heading, every word and the references', async () => {
    const { bytes } = await download('format=docx');
    const buffer = Buffer.from(bytes);
    const { value: raw } = await mammoth.extractRawText({ buffer });
    expect(raw).toContain(TRICKY_TITLE);
    for (const heading of HEADINGS) expect(raw).toContain(heading);
    expectBookReferences(raw);

    // Raw text drops line breaks (joining the words either side); the HTML keeps them.
    const { value: html } = await mammoth.convertToHtml({ buffer });
    expectEveryWord(htmlText(html));
    expect(html).toContain('<h1><a id="chapter_2"></a>Chapter 1: The Standing Agenda</h1>');
    expect(html).toContain('<h2>Minutes nobody reads</h2>');
    expect(html).toContain('<p>Minutes &amp; Receipts</p>');
    expect(html).toContain('<strong>a meeting</strong>');
    expect(html).toContain('<em>email</em>');
    expect(html).toContain('<a href="https://example.org/agenda?a=1&amp;b=2">the shared drive</a>');
    expect(html).toMatch(/<ul><li>Action items<\/li><li>Any other business<ol><li>Third point/);
    expect(html).not.toContain('<script');
  });

  it('opens in pandoc with every chapter and every word', async () => {
    if (!tools.pandoc) throw new Error('pandoc is not installed (apt-get install pandoc)');
    const { bytes } = await download('format=docx');
    const text = await pandocText(bytes, 'docx');
    for (const heading of HEADINGS) expect(text).toContain(heading);
    expectEveryWord(text);
    expectBookReferences(text);
  });

  it('uses Word styles: Title, headings, Quote, a hanging-indent Bibliography, page breaks', async () => {
    const { bytes } = await download('format=docx');
    const files = unzipSync(bytes);
    const styles = strFromU8(files['word/styles.xml']!);
    const document = strFromU8(files['word/document.xml']!);
    for (const id of [
      'Title',
      'Subtitle',
      'Heading1',
      'Heading2',
      'Heading3',
      'Quote',
      'Bibliography',
    ])
      expect(styles).toContain(`w:styleId="${id}"`);
    expect(styles).toMatch(/w:styleId="Bibliography".*?w:hanging="720"/s);
    expect(document).toContain('<w:pStyle w:val="Title"/>');
    expect(document).toMatch(/<w:pStyle w:val="Subtitle"\/>.*?Minutes &amp; Receipts/s);
    expect(document.split('<w:pStyle w:val="Bibliography"/>').length - 1).toBe(3);
    // Contents, each chapter and the reference list start on a new page.
    expect(document.split('<w:pageBreakBefore/>').length - 1).toBe(1 + CHAPTERS.length + 1);
  });
});

describe('GET /api/books/{id}/export?format=epub', () => {
  it('passes epubcheck with no errors, cover included', async () => {
    if (!tools.epubcheck) throw new Error('epubcheck is not installed (apt-get install epubcheck)');
    const body = new FormData();
    body.append('cover', new Blob([Buffer.from(ONE_PIXEL_PNG, 'base64')]), 'cover.png');
    const upload = await t.request(`/api/books/${fixture.book.id}/cover`, {
      method: 'POST',
      body,
      cookie,
    });
    expect(upload.status).toBe(200);
    const { response, bytes } = await download('format=epub');
    expect(response.headers.get('content-type')).toBe('application/epub+zip');
    const result = await epubcheck(bytes);
    expect(result.output).toContain('0 errors');
    expect(result.output).toContain('0 warnings');
    expect(result.ok, result.output).toBe(true);
    const files = unzipSync(bytes);
    expect(strFromU8(files['OEBPS/content.opf']!)).toContain(
      '<item id="cover-image" href="cover.png" media-type="image/png" properties="cover-image"/>',
    );
  });

  it('has the mimetype first and stored, a navigation document and one XHTML file per chapter', async () => {
    const { bytes } = await download('format=epub');
    expect(strFromU8(bytes.subarray(30, 38))).toBe('mimetype');
    expect(strFromU8(bytes.subarray(38, 58))).toBe('application/epub+zip');
    const files = unzipSync(bytes);
    const chapterFiles = Object.keys(files).filter((name) => /chapter-\d+\.xhtml$/.test(name));
    expect(chapterFiles).toHaveLength(CHAPTERS.length);
    const nav = strFromU8(files['OEBPS/nav.xhtml']!);
    for (const heading of HEADINGS) expect(nav).toContain(`>${heading}</a>`);
    expect(nav).toContain('<a href="references.xhtml">References</a>');
    const opf = strFromU8(files['OEBPS/content.opf']!);
    expect(opf).toContain('<dc:creator id="author">Kemet &amp; Co.</dc:creator>');
    // The ISBN is an identifier of the book (typed ISBN-13), the series a collection with a position.
    expect(opf).toContain('<dc:identifier id="isbn">urn:isbn:9783161484100</dc:identifier>');
    expect(opf).toContain(
      '<meta refines="#isbn" property="identifier-type" scheme="onix:codelist5">15</meta>',
    );
    expect(opf).toContain('<meta property="belongs-to-collection" id="series">Receipts</meta>');
    expect(opf).toContain('<meta refines="#series" property="collection-type">series</meta>');
    expect(opf).toContain('<meta refines="#series" property="group-position">2</meta>');
    expect(opf).toContain('<dc:title id="subtitle">Minutes &amp; Receipts</dc:title>');
    expect(opf).toContain('<meta refines="#subtitle" property="title-type">subtitle</meta>');
    expect(opf).not.toContain('dc:source');
    expect(strFromU8(files['OEBPS/title.xhtml']!)).toContain('Minutes &amp; Receipts');
  });

  it('keeps a title of quotes, ampersands and <script> as text', async () => {
    const { bytes } = await download('format=epub');
    const files = unzipSync(bytes);
    const escaped =
      '&quot;Bosses&quot; &amp; &lt;script&gt;alert(&#39;owned&#39;)&lt;/script&gt; Ltd';
    expect(strFromU8(files['OEBPS/content.opf']!)).toContain(
      `<dc:title id="title">${escaped}</dc:title>`,
    );
    expect(strFromU8(files['OEBPS/title.xhtml']!)).toContain(escaped);
    for (const [name, data] of Object.entries(files))
      if (name.endsWith('.xhtml') || name.endsWith('.opf'))
        expect(strFromU8(data).toLowerCase(), name).not.toContain('<script');
  });

  it('reads in pandoc with every word and the references', async () => {
    if (!tools.pandoc) throw new Error('pandoc is not installed (apt-get install pandoc)');
    const { bytes } = await download('format=epub');
    const text = await pandocText(bytes, 'epub');
    expectEveryWord(text);
    expectBookReferences(text);
  });
});

describe('GET /api/books/{id}/export?format=md', () => {
  it('is one CommonMark file that renders the formatting and every word', async () => {
    if (!tools.pandoc) throw new Error('pandoc is not installed (apt-get install pandoc)');
    const { response, bytes } = await download('format=md');
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(`filename="${SLUG}.md"`);
    expectEveryWord(await pandocText(bytes, 'commonmark'));
    // Italics (*…*) dropped, then escapes: the entries' words as text.
    expectBookReferences(
      strFromU8(bytes)
        .replace(/(?<!\\)\*/g, '')
        .replace(/\\(?=[&*_[\]<>])/g, ''),
    );

    const html = await pandocHtml(bytes, 'commonmark');
    expect(html).not.toContain('<script');
    expect(html).toContain(
      `<h1>"Bosses" &amp; &lt;script&gt;alert('owned')&lt;/script&gt; Ltd</h1>`,
    );
    expect(html).toContain('<p>Minutes &amp; Receipts</p>');
    expect(html).toContain('<strong>a meeting</strong>');
    expect(html).toContain('<em>email</em>');
    expect(html).toContain('<u>underlined</u>');
    expect(html).toMatch(/<em><strong>bold italic<\/strong><\/em>|<strong><em>bold italic/);
    expect(html).toContain('<a href="https://example.org/agenda?a=1&amp;b=2">the shared drive</a>');
    expect(html).toMatch(/<ol start="3"[^>]*>\s*<li>(?:<p>)?Third point/);
    for (const heading of HEADINGS) expect(html).toContain(`>${heading}</h1>`);
  });
});

describe('export options', () => {
  it('only completed chapters, numbered among themselves', async () => {
    const text = strFromU8((await download('format=md&chapters=completed')).bytes);
    expect(text).not.toContain('The Standing Agenda');
    expect(text).toContain('# Chapter 1: Quarterly Alignment');
    // A work only a left-out chapter lists goes with it; one a kept chapter cites stays.
    expect(text).not.toContain('Zuboff');
    expect(text).toContain('Graeber, D. (2018)');
    expect(text).not.toContain('Crenshaw');
  });

  it('a reference list per chapter in Word too, under a Heading 2', async () => {
    const { bytes } = await download('format=docx&references=chapter');
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    const chapterOne = html.slice(
      html.indexOf('Chapter 1: The Standing Agenda'),
      html.indexOf('Chapter 2: Quarterly Alignment</h1>'),
    );
    // citeproc's APA 7: the book's title in italics.
    expect(chapterOne).toContain(
      '<h2>References</h2><p>Graeber, D. (2018). <em>Bullshit jobs: A theory</em>. Simon &amp; Schuster.</p><p>Zuboff',
    );
    // Every chapter lists or cites a work of the book.
    expect(html.split('<h2>References</h2>').length - 1).toBe(CHAPTERS.length);
    expect(html).not.toContain('<h1><a id="references"></a>References</h1>');
  });

  it('a reference list per chapter instead of one for the book', async () => {
    const text = strFromU8((await download('format=md&references=chapter')).bytes);
    const chapter = (heading: string) => {
      const start = text.indexOf(`# ${heading}\n`);
      const next = text.indexOf('\n# ', start + 1);
      return text.slice(start, next === -1 ? undefined : next);
    };
    expect(chapter('Chapter 1: The Standing Agenda')).toMatch(
      /## References\n\nGraeber.*\n\nZuboff/s,
    );
    expect(chapter('Chapter 2: Quarterly Alignment')).toMatch(/## References\n\nGraeber/);
    expect(text).not.toContain('Crenshaw');
    expect(text).not.toMatch(/^# References$/m);
  });
});

describe('export errors', () => {
  it('a missing book is 404 with a message', async () => {
    const { response } = await download('format=docx', 987654);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Book not found' });
  });

  it.each([
    ['format=rtf', 'format must be one of: docx, epub, md, pdf'],
    ['', 'format must be one of: docx, epub, md, pdf'],
    ['format=md&references=appendix', 'references must be one of: book, chapter'],
    ['format=md&chapters=some', 'chapters must be one of: all, completed'],
  ])('"%s" is 400 naming the field', async (query, message) => {
    const { response } = await download(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(message);
  });

  it('without a session is 401', async () => {
    const response = await t.request(`/api/books/${fixture.book.id}/export?format=md`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please sign in to continue' });
  });
});

describe('books.exportLink (tRPC)', () => {
  it('returns the download address and file name, which serve the file', async () => {
    const link = await fixture.api.books.exportLink({
      id: fixture.book.id,
      format: 'epub',
      chapters: 'completed',
    });
    expect(link).toEqual({
      url: `/api/books/${fixture.book.id}/export?format=epub&references=book&chapters=completed`,
      fileName: `${SLUG}.epub`,
    });
    const response = await t.request(link.url, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(link.fileName);
  });

  it('is also GET /api/books/{id}/export-link', async () => {
    const response = await t.request(`/api/books/${fixture.book.id}/export-link?format=md`, {
      cookie,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      url: `/api/books/${fixture.book.id}/export?format=md&references=book&chapters=all`,
      fileName: `${SLUG}.md`,
    });
  });

  it('is NOT_FOUND for a missing book', async () => {
    const error = await fixture.api.books
      .exportLink({ id: 987654, format: 'md' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('NOT_FOUND');
  });
});

// A 1×1 transparent PNG.
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
