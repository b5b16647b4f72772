import { sanitizeChapterHtml } from '@receipts/editor/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAPTERS, createExportBook, TRICKY_TITLE } from '../../test/export-fixture.ts';
import { printBookFixture } from '../../test/print-book-fixture.ts';
import { wordSequence } from '../../test/export-tools.ts';
import { pdfFonts, pdfInfo, pdfPageTexts, qpdfCheck } from '../../test/pdf-tools.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let cookie: string;
let fixture: Awaited<ReturnType<typeof createExportBook>>;
beforeEach(async () => {
  cookie = await t.signIn();
  fixture = await createExportBook(t);
});

const SLUG = 'bosses-and-script-alert-owned-script-ltd';

async function download(query: string) {
  const response = await t.request(`/api/books/${fixture.book.id}/export?${query}`, { cookie });
  return { response, bytes: new Uint8Array(await response.clone().arrayBuffer()) };
}

describe('GET /api/books/{id}/export?format=pdf', () => {
  it('is a 6 × 9 in print interior named after the title, fonts embedded, every word in it', async () => {
    const { response, bytes } = await download('format=pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${SLUG}.pdf"; filename*=UTF-8''${SLUG}.pdf`,
    );
    expect(await pdfInfo(bytes)).toMatchObject({ width: 432, height: 648, title: TRICKY_TITLE });
    expect((await pdfFonts(bytes)).every((font) => font.embedded)).toBe(true);
    expect((await qpdfCheck(bytes)).ok).toBe(true);
    const words = wordSequence((await pdfPageTexts(bytes)).join('\n').replace(/\u00ad\n/g, ''));
    for (const chapter of CHAPTERS)
      expect(words).toContain(wordSequence(sanitizeChapterHtml(chapter.body).text));
  });

  it('is a standard manuscript on A4 with layout=manuscript&trim=a4', async () => {
    const { response, bytes } = await download('format=pdf&layout=manuscript&trim=a4');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`${SLUG}-manuscript.pdf`);
    const info = await pdfInfo(bytes);
    expect([info.width, info.height].map(Math.round)).toEqual([595, 842]);
    expect((await pdfPageTexts(bytes))[1]).toContain(
      'Co. / "BOSSES" & <SCRIPT>ALERT(\'OWNED\')</SCRIPT> LTD / 1',
    );
  });

  it.each([
    ['format=pdf&trim=6x10', 'trim must be one of: 5x8, 5.25x8, 5.5x8.5, 6x9, 7x10, a5, royal'],
    ['format=pdf&font=comic-sans', 'font must be one of: eb-garamond, crimson-pro'],
    ['format=pdf&size=30', 'size must be a number of points from 9 to 14'],
    ['format=pdf&size=big', 'size must be a number of points from 9 to 14'],
    ['format=pdf&layout=poster', 'layout must be one of: print, manuscript'],
    ['format=pdf&layout=manuscript&trim=6x9', 'trim of a manuscript must be one of: letter, a4'],
  ])('"%s" is 400 with a message naming the field', async (query, message) => {
    const { response } = await download(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(message);
  });

  it('has its options in the export link', async () => {
    const link = await fixture.api.books.exportLink({
      id: fixture.book.id,
      format: 'pdf',
      layout: 'print',
      trim: '5x8',
      size: 10,
    });
    expect(link).toEqual({
      url: `/api/books/${fixture.book.id}/export?format=pdf&references=book&chapters=all&layout=print&trim=5x8&size=10`,
      fileName: `${SLUG}.pdf`,
    });
    const { response, bytes } = await download(link.url.split('?')[1]!);
    expect(response.status).toBe(200);
    expect(await pdfInfo(bytes)).toMatchObject({ width: 360, height: 576 });
  });
});

describe('a long book', () => {
  it('is typeset off the request thread: other requests are answered while it renders', async () => {
    const book = await fixture.api.books.create({ title: 'A Long Book', authorName: 'K. Writer' });
    for (const [orderIndex, chapter] of printBookFixture(40_000, 12).chapters.entries())
      await fixture.api.chapters.create({ bookId: book.id, orderIndex, ...chapter });
    let rendered = false;
    const pdf = t
      .request(`/api/books/${book.id}/export?format=pdf`, { cookie })
      .then(async (response) => {
        const bytes = new Uint8Array(await response.arrayBuffer());
        rendered = true;
        return { status: response.status, bytes };
      });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const asked = performance.now();
    const list = await t.request('/api/books', { cookie });
    const answeredIn = performance.now() - asked;
    expect(list.status).toBe(200);
    expect(rendered).toBe(false); // the list came back while the PDF was still being made
    expect(answeredIn).toBeLessThan(1000);
    const { status, bytes } = await pdf;
    expect(status).toBe(200);
    expect((await pdfInfo(bytes)).pages).toBeGreaterThan(150);
  });
});
