import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { beforeEach, describe, expect, it } from 'vitest';
import { createExportBook } from '../../test/export-fixture.ts';
import { pdfPageTexts } from '../../test/pdf-tools.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let cookie: string;
let bookId: number;

const EDITION = 'Second edition, revised 2026';
const DEDICATION = 'For Ada,\nwho kept every receipt.';

beforeEach(async () => {
  cookie = await t.signIn();
  bookId = (await createExportBook(t)).book.id;
  const response = await t.request(`/api/books/${bookId}`, {
    method: 'PATCH',
    cookie,
    json: { edition: EDITION, dedication: DEDICATION },
  });
  expect(response.status).toBe(200);
});

async function download(format: string) {
  const response = await t.request(`/api/books/${bookId}/export?format=${format}`, { cookie });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe("a book's edition and dedication", () => {
  it('are stored on the book and read back', async () => {
    const response = await t.request(`/api/books/${bookId}`, { cookie });
    expect(await response.json()).toMatchObject({ edition: EDITION, dedication: DEDICATION });
  });

  it('a dedication over 2,000 characters is a 400 naming the field, and changes nothing', async () => {
    const response = await t.request(`/api/books/${bookId}`, {
      method: 'PATCH',
      cookie,
      json: { edition: 'Third edition', dedication: 'x'.repeat(2001) },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('dedication');
    const book = await (await t.request(`/api/books/${bookId}`, { cookie })).json();
    expect(book).toMatchObject({ edition: EDITION, dedication: DEDICATION });
  });

  it('print on the copyright page and on a recto of their own in the PDF interior', async () => {
    const pages = await pdfPageTexts(await download('pdf'));
    // Half title, blank, title page, copyright page, dedication, blank, contents.
    expect(lines(pages[3]!).at(-1)).toBe(EDITION);
    expect(lines(pages[4]!)).toEqual(DEDICATION.split('\n'));
    expect(lines(pages[5]!)).toEqual([]);
    expect(lines(pages[6]!)[0]).toBe('CONTENTS');
  }, 120_000);

  it('are in the EPUB: the edition on the title page, the dedication its own page after it', async () => {
    const files = unzipSync(await download('epub'));
    expect(strFromU8(files['OEBPS/title.xhtml']!)).toContain(`<p class="edition">${EDITION}</p>`);
    const dedication = strFromU8(files['OEBPS/dedication.xhtml']!);
    expect(dedication).toContain('epub:type="dedication"');
    expect(dedication).toContain('For Ada,<br/>who kept every receipt.');
    const spine = strFromU8(files['OEBPS/content.opf']!).split('<spine')[1]!;
    const order = ['title-page', 'dedication', 'chapter-1'].map((id) =>
      spine.indexOf(`idref="${id}"`),
    );
    expect(order.every((position, i) => position > (order[i - 1] ?? -1))).toBe(true);
  });

  it('are in the Word file: the edition under the title, the dedication before the contents', async () => {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await download('docx')) });
    const text = lines(value);
    const edition = text.indexOf(EDITION);
    // One centred paragraph, its two lines split by a line break.
    const dedication = text.findIndex((line) => line.startsWith('For Ada,'));
    expect(edition).toBeGreaterThan(0);
    expect(text[dedication]).toMatch(/^For Ada,\s*who kept every receipt\.$/);
    expect(dedication).toBeGreaterThan(edition);
    expect(text.indexOf('Contents')).toBeGreaterThan(dedication);
  });
});
