import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildDocx,
  buildDocxBomb,
  commentReference,
  deleted,
  heading,
  inserted,
  link,
  paragraph,
  run,
  text,
} from './fixtures/docx-builder.ts';
import { jpegDeclaring, pngDeclaring } from './fixtures/cover-images.ts';
import { buildPdf } from './fixtures/pdf-builder.ts';
import {
  boldLinesPlanDocx,
  headingsPlanMarkdown,
  numberedListPlanPdf,
  tableOfContentsPlanDocx,
} from './fixtures/plan-fixtures.ts';
import { useTestApp } from './test-app.ts';
import { form, uploadClient, type Row } from './upload-client.ts';

const t = useTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.signIn();
});
const { post, uploadPlan, uploadChapters, uploadCover, get, createBook, createChapter, snapshot } =
  uploadClient(t, () => cookie);

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('POST /api/upload/book (master plan)', () => {
  it('makes a book from a Markdown plan with headings: fields, empty draft chapters, pending milestones', async () => {
    const { status, json } = await uploadPlan(headingsPlanMarkdown(), 'plan.md');
    expect(status).toBe(201);
    expect(json.message).toBe(
      'Created "The Art of Circling Back" with 4 chapters and 4 milestones',
    );
    const book = await get<Row>(`/api/books/${String(json.bookId)}`);
    expect(book).toMatchObject({
      title: 'The Art of Circling Back',
      description: 'A field guide to meetings that should have been emails.',
      seriesName: 'Corporate Receipts',
      seriesNumber: 2,
      genre: 'Mainstream Critique',
      targetWordCount: 60000,
      targetChapterCount: 12,
      status: 'planning',
      currentWordCount: 0,
    });
    expect(book.aiAnalysisLog).toContain('The plan targets 12 chapters but lists 4');
    const chapters = await get<Row[]>(`/api/books/${String(json.bookId)}/chapters`);
    expect(chapters.map((c) => [c.title, c.orderIndex, c.status, c.content, c.wordCount])).toEqual([
      ['Introduction', 0, 'draft', null, 0],
      ['Circling Back', 1, 'draft', null, 0],
      ['Per My Last Email', 2, 'draft', null, 0],
      ['Epilogue', 3, 'draft', null, 0],
    ]);
    const milestones = await get<Row[]>(`/api/books/${String(json.bookId)}/milestones`);
    expect(milestones.map((m) => [m.title, m.completed])).toEqual([
      ['First draft', false],
      ['Outline approved', false],
      ['Citations Repaired', false],
      ['All Chapters Uploaded', false],
    ]);
  });

  it('reads a Word plan with a Table of Contents section', async () => {
    const { status, json } = await uploadPlan(tableOfContentsPlanDocx(), 'plan.docx', DOCX);
    expect(status).toBe(201);
    expect(json.message).toBe(
      'Created "Synergy Is Not a Strategy" with 3 chapters and 2 milestones',
    );
    const chapters = await get<Row[]>(`/api/books/${String(json.bookId)}/chapters`);
    expect(chapters.map((c) => c.title)).toEqual(['Prologue', 'Leverage', 'Bandwidth']);
    const book = await get<Row>(`/api/books/${String(json.bookId)}`);
    expect(book).toMatchObject({ genre: 'Equal Opportunity Offend', targetWordCount: 75000 });
  });

  it('reads a Word plan whose headings are bold lines', async () => {
    const { json } = await uploadPlan(boldLinesPlanDocx(), 'plan.docx');
    expect(json.message).toBe('Created "Disruption Theatre" with 2 chapters and 1 milestone');
  });

  it('reads a PDF plan written as a plain numbered list', async () => {
    const { status, json } = await uploadPlan(numberedListPlanPdf(), 'plan.pdf');
    expect(status).toBe(201);
    expect(json.message).toBe(
      'Created "Quiet Quitting the Empire" with 3 chapters and 1 milestone',
    );
    const chapters = await get<Row[]>(`/api/books/${String(json.bookId)}/chapters`);
    expect(chapters.map((c) => c.title)).toEqual([
      'Onboarding',
      'The Open Plan Office',
      'Performance Review',
    ]);
    expect(await get<Row>(`/api/books/${String(json.bookId)}`)).toMatchObject({
      seriesName: 'Corporate Receipts',
      seriesNumber: 3,
      description: 'A satire of workplace loyalty.',
    });
  });

  it('answers 401 without a session and creates nothing', async () => {
    const { status, json } = await post(
      '/api/upload/book',
      form('document', headingsPlanMarkdown(), 'plan.md'),
      false,
    );
    expect(status).toBe(401);
    expect(json.message).toBe('Please sign in to continue');
    expect(await get<Row[]>('/api/books')).toEqual([]);
  });
});

describe('POST /api/books/:id/upload-chapters', () => {
  it('appends .docx chapters after the existing ones, keeping the formatting the editor has', async () => {
    const bookId = await createBook();
    await createChapter(bookId, 'Already here', '<p>three words here</p>');
    const docx = buildDocx([
      text('A title page'),
      heading(1, 'Chapter 1: Circling Back'),
      paragraph(
        run('Bold', { bold: true }),
        run(' italic', { italic: true }),
        run(' underlined ', { underline: true }),
        link('a link'),
      ),
      paragraph(run('kept'), deleted(' DELETED TEXT'), inserted(' inserted'), commentReference()),
      heading(1, 'Epilogue'),
      text('The end.'),
    ]);
    const { status, json } = await uploadChapters(bookId, docx, 'manuscript.docx');
    expect(status).toBe(201);
    expect(json.message).toBe('Added 2 chapters: Circling Back, Epilogue');
    const chapters = await get<Row[]>(`/api/books/${bookId}/chapters`);
    expect(chapters.map((c) => [c.title, c.orderIndex, c.wordCount])).toEqual([
      ['Already here', 0, 3],
      ['Circling Back', 1, 10],
      ['Epilogue', 2, 2],
    ]);
    const html = chapters[1]!.content as string;
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<em> italic</em>');
    expect(html).toContain('<u> underlined </u>');
    expect(html).toContain('<a href="https://example.org/"');
    expect(html).toContain('<p>kept inserted</p>');
    expect(html).not.toContain('DELETED');
    expect(html).not.toContain('REVIEWER COMMENT');
    expect((await get<Row>(`/api/books/${bookId}`)).currentWordCount).toBe(15);
  });

  it('splits Markdown at its headings and PDF at its larger type', async () => {
    const bookId = await createBook();
    const md = await uploadChapters(
      bookId,
      '# Prologue\n\nOnce, *briefly*.\n\n# Chapter 2: Reply All\n\n- one\n- two\n\n> quoted\n',
      'draft.md',
    );
    expect(md.json.message).toBe('Added 2 chapters: Prologue, Reply All');
    const pdf = await uploadChapters(
      bookId,
      buildPdf([
        [
          { text: 'Chapter Three', size: 20 },
          { text: 'The first paragraph runs over', gapBefore: 1 },
          { text: 'two lines.' },
          { text: 'A second paragraph.', gapBefore: 1 },
        ],
        [
          { text: 'Epilogue', size: 20 },
          { text: 'Fin.', gapBefore: 1 },
        ],
      ]),
      'draft.pdf',
    );
    expect(pdf.json.message).toBe('Added 2 chapters: Chapter Three, Epilogue');
    const chapters = await get<Row[]>(`/api/books/${bookId}/chapters`);
    expect(chapters.map((c) => c.orderIndex)).toEqual([0, 1, 2, 3]);
    expect(chapters[0]!.content).toBe('<p>Once, <em>briefly</em>.</p>');
    expect(chapters[1]!.content).toBe(
      '<ul><li><p>one</p></li><li><p>two</p></li></ul><blockquote><p>quoted</p></blockquote>',
    );
    expect(chapters[2]!.content).toBe(
      '<p>The first paragraph runs over two lines.</p><p>A second paragraph.</p>',
    );
  });

  it('makes one chapter named after the file when the document has no chapter headings', async () => {
    const bookId = await createBook();
    const { json } = await uploadChapters(bookId, 'Just some notes.\n', 'Loose Notes.md');
    expect(json).toEqual({
      message: 'Added 1 chapter: Loose Notes',
      chapters: ['Loose Notes'],
      filled: [],
      added: ['Loose Notes'],
      notices: [],
    });
  });

  it('answers 404 for a book that does not exist, creating nothing', async () => {
    const { status, json } = await uploadChapters(999, '# A\n\nb', 'a.md');
    expect(status).toBe(404);
    expect(json.message).toBe('Book not found');
  });
});

const PNG = new Uint8Array(pngDeclaring(600, 900));
const JPEG = jpegDeclaring(600, 900);

describe('POST /api/books/:id/cover', () => {
  it('stores the cover under a server-chosen name and serves it with its type, nosniff and cache headers', async () => {
    const bookId = await createBook();
    const { status, json } = await uploadCover(bookId, PNG, 'my cover (final).png');
    expect(status).toBe(200);
    expect(json.message).toBe('Cover Uploaded');
    const book = await get<Row>(`/api/books/${bookId}`);
    expect(book.coverImageUrl).toMatch(/^\/api\/covers\/[0-9a-f-]{36}\.png$/);
    expect(book.coverImageUrl).toBe(json.coverImageUrl);
    const response = await t.request(book.coverImageUrl as string, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('max-age');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it('replaces the old cover and removes it; deleting the book for good removes the new one', async () => {
    const bookId = await createBook();
    const existing = (await snapshot()).covers;
    const added = async () => (await snapshot()).covers.filter((name) => !existing.includes(name));
    await uploadCover(bookId, PNG, 'a.png');
    const first = await added();
    expect(first).toHaveLength(1);
    const { json } = await uploadCover(bookId, JPEG, 'b.jpg');
    const second = await added();
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);
    expect(json.coverImageUrl).toBe(`/api/covers/${second[0]}`);
    expect((await t.request(`/api/covers/${first[0]}`, { cookie })).status).toBe(404);
    await t.request(`/api/books/${bookId}`, { method: 'DELETE', cookie, json: {} });
    // In the Trash the book keeps its cover, for a restore; deleting it for good takes the cover.
    expect(await added()).toEqual(second);
    await t.request(`/api/trash/book/${bookId}`, { method: 'DELETE', cookie, json: {} });
    expect(await added()).toEqual([]);
  });

  it('refuses an SVG named .png and a GIF, storing nothing', async () => {
    const bookId = await createBook();
    const before = await snapshot();
    const svg = await uploadCover(bookId, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'c.png');
    expect(svg.status).toBe(400);
    expect(svg.json.message).toMatch(/^Invalid File Type: /);
    const gif = await uploadCover(bookId, 'GIF89a', 'c.gif');
    expect(gif.json.message).toBe(
      'Invalid File Type: Please upload a .jpg, .jpeg, .png, or .webp image file',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a cover over 5MB with 413', async () => {
    const bookId = await createBook();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const { status, json } = await uploadCover(bookId, big, 'big.png');
    expect(status).toBe(413);
    expect(json.message).toBe('File Too Large: Maximum file size is 5MB');
  });
});

describe('hostile and broken documents are refused with a 4xx and change nothing', () => {
  const cases: [string, () => FormData, number, string | RegExp][] = [
    [
      'a wrong extension',
      () => form('document', 'hello', 'notes.txt', 'text/plain'),
      400,
      'Invalid File Type: Please upload a .docx, .md, or .pdf file',
    ],
    [
      'a text file named .docx',
      () => form('document', 'just text', 'plan.docx'),
      400,
      /^Invalid File Type: .*not a Word document/,
    ],
    [
      'an SVG named .pdf',
      () => form('document', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'plan.pdf'),
      400,
      /^Invalid File Type: .*not a PDF document/,
    ],
    [
      'binary named .md',
      () => form('document', new Uint8Array([0, 1, 2, 0xff]), 'plan.md'),
      400,
      /^Invalid File Type/,
    ],
    [
      'a truncated .docx',
      () => form('document', tableOfContentsPlanDocx().slice(0, 900), 'plan.docx'),
      400,
      'The .docx file is damaged or incomplete and could not be read',
    ],
    [
      'a zip archive that is not a Word document',
      () => form('document', buildDocx([]).slice(0), 'plan.docx'),
      201,
      '',
    ],
    [
      'a zip bomb (1 MB inflating to 1 GB)',
      () => form('document', buildDocxBomb(1024), 'bomb.docx'),
      413,
      /unpacks to more than 32 MB/,
    ],
    [
      'an encrypted PDF',
      () => form('document', buildPdf([[{ text: 'secret' }]], { encrypted: true }), 'plan.pdf'),
      400,
      'The PDF is encrypted: remove its password and upload it again',
    ],
    [
      'a damaged PDF',
      () => form('document', '%PDF-1.4\n garbage', 'plan.pdf'),
      400,
      'The PDF is damaged and could not be read',
    ],
    [
      'a file name with a path separator',
      () => form('document', '# A', 'dir/plan.md'),
      400,
      /path separators/,
    ],
    [
      'a file name with a NUL byte',
      () => form('document', '# A', 'plan\u0000.md'),
      400,
      /control characters|file name is malformed/,
    ],
    [
      'a file name of 10,000 characters',
      () => form('document', '# A', `${'a'.repeat(10_000)}.md`),
      400,
      /longer than 255 characters/,
    ],
    ['an empty file', () => form('document', '', 'plan.md'), 400, 'The file is empty'],
    [
      'a missing field',
      () => form('file', '# A', 'plan.md'),
      400,
      'No file received: send it in the multipart field "document"',
    ],
    [
      'a file over 10MB',
      () => form('document', new Uint8Array(10 * 1024 * 1024 + 1).fill(97), 'big.md'),
      413,
      'File Too Large: Maximum file size is 10MB',
    ],
  ];

  it.each(cases.filter(([, , status]) => status !== 201))(
    '%s',
    async (_name, body, status, message) => {
      const bookId = await createBook();
      const before = await snapshot();
      for (const url of ['/api/upload/book', `/api/books/${bookId}/upload-chapters`]) {
        const reply = await post(url, body());
        expect(reply.status, url).toBe(status);
        if (typeof message === 'string') expect(reply.json.message, url).toBe(message);
        else expect(reply.json.message, url).toMatch(message);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it('a document with no text at all is refused', async () => {
    const reply = await uploadPlan(buildDocx([]), 'empty.docx');
    expect(reply.status).toBe(400);
    expect(reply.json.message).toBe('The document holds no text to import');
  });
});

describe('over a real socket', () => {
  it('an oversize upload gets its 413 JSON reply, readable by fetch, not a reset connection', async () => {
    const { serve } = await import('@hono/node-server');
    const server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    try {
      const body = form('document', new Uint8Array(12 * 1024 * 1024).fill(97), 'big.md');
      const response = await fetch(`http://127.0.0.1:${port}/api/upload/book`, {
        method: 'POST',
        body,
        headers: { cookie, origin: `http://127.0.0.1:${port}` },
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        message: 'File Too Large: Maximum file size is 10MB',
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
