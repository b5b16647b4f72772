import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { beforeEach, describe, expect, it } from 'vitest';
import { epubcheck, which } from './export-tools.ts';
import { photoWithGps } from './fixtures/figure-images.ts';
import { useTestApp } from './test-app.ts';
import { form, uploadClient } from './upload-client.ts';

const t = useTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.signIn();
});
const { post } = uploadClient(t, () => cookie);

const figure = (id: string, image: string, alt: string, caption: string, source = '') =>
  `<figure id="${id}" data-image="${image}"><img src="x" alt="${alt}"><figcaption>` +
  `<p class="figure-caption">${caption}</p><p class="figure-source">${source}</p></figcaption></figure>`;
const ref = (id: string) => `<span data-cross-reference="${id}"></span>`;

/** A book of two chapters and three figures (a JPEG photo, a PNG chart twice referenced). */
async function bookWithFigures(altOfSecond = 'Bar chart: rents doubled from 2010 to 2020') {
  const api = await t.caller();
  const book = await api.books.create({ title: 'Charts & Receipts', authorName: 'A. Writer' });
  const upload = async (bytes: Uint8Array, name: string) => {
    const { status, json } = await post(
      `/api/books/${book.id}/figures`,
      form('image', bytes, name),
    );
    if (status !== 201) throw new Error(`figure upload answered ${status}`);
    return json.image as string;
  };
  const photo = await upload(await photoWithGps(1200, 800), 'office.jpg');
  const chart = await upload(await photoWithGps(300, 200, 'png'), 'chart.png');
  const first = await api.chapters.create({
    bookId: book.id,
    title: 'Open Plan',
    content:
      `<p>As ${ref('fig-chart')} shows, rents rose; ${ref('fig-office')} shows the office.</p>` +
      figure(
        'fig-office',
        photo,
        'Rows of empty desks under strip lights',
        'The open-plan office',
        'Photo: the author.',
      ) +
      figure('fig-chart', chart, altOfSecond, 'Rents, 2010–2020', 'Source: Smith (2020).'),
    orderIndex: 0,
    status: 'completed',
  });
  const second = await api.chapters.create({
    bookId: book.id,
    title: 'Hot Desks',
    content: `<p>Compare ${ref('fig-chart')}.</p>${figure('fig-again', chart, 'The same chart again', 'Rents, repeated')}`,
    orderIndex: 1,
    status: 'completed',
  });
  return { api, bookId: book.id, photo, chart, chapters: [first.id, second.id] };
}

async function exported(bookId: number, format: string) {
  const response = await t.request(`/api/books/${bookId}/export?format=${format}`, { cookie });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('exports keep figures', () => {
  it('refuses an export while a figure lacks alt text, naming it, and writes nothing', async () => {
    const { bookId } = await bookWithFigures('');
    for (const format of ['docx', 'epub', 'md']) {
      const { response, bytes } = await exported(bookId, format);
      expect(response.status).toBe(400);
      expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual({
        message: 'Alt text is required before export. Add it to: Figure 2 in “Open Plan”',
      });
    }
  });

  it('writes a Markdown zip: the .md links its images, written beside it, with labels and references', async () => {
    const { bookId, photo, chart } = await bookWithFigures();
    const { response, bytes } = await exported(bookId, 'md');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('charts-and-receipts.zip');
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(
      ['charts-and-receipts.md', `images/${chart}.png`, `images/${photo}.jpg`].sort(),
    );
    const markdown = strFromU8(files['charts-and-receipts.md']!);
    expect(markdown).toContain('As Figure 2 shows, rents rose; Figure 1 shows the office.');
    expect(markdown).toContain(
      `![Rows of empty desks under strip lights](images/${photo}.jpg)\n\n**Figure 1.** The open-plan office\n\nPhoto: the author.`,
    );
    expect(markdown).toContain('Compare Figure 2.');
    expect(markdown).toContain(
      '## List of Figures\n\n- Figure 1. The open-plan office\n- Figure 2. Rents, 2010–2020\n- Figure 3. Rents, repeated',
    );
  });

  it('writes .docx pictures with their alt text, captions in Word’s Caption style, numbered by chapter when asked', async () => {
    const { api, bookId } = await bookWithFigures();
    await api.books.update({ id: bookId, figureNumbering: 'chapter' });
    const { response, bytes } = await exported(bookId, 'docx');
    expect(response.status).toBe(200);
    const files = unzipSync(bytes);
    // Three pictures, two images: the chart shown twice is one media part.
    expect(Object.keys(files).filter((name) => name.startsWith('word/media/'))).toHaveLength(2);
    const document = strFromU8(files['word/document.xml']!);
    expect(document).toContain('descr="Rows of empty desks under strip lights"');
    expect(document).toContain('descr="Bar chart: rents doubled from 2010 to 2020"');
    expect(document).toContain('<w:pStyle w:val="Caption"/>');
    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    expect(text).toContain('As Figure 1.2 shows, rents rose; Figure 1.1 shows the office.');
    expect(text).toContain('Figure 2.1. Rents, repeated');
    expect(text).toContain('List of Figures');
    // Read back by the importer's own library, the pictures keep their alt text.
    const alts: string[] = [];
    await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes) },
      {
        convertImage: mammoth.images.imgElement(async (image) => {
          // mammoth passes the picture's descr as altText; its type declarations leave it out.
          alts.push((image as { altText?: string }).altText ?? '');
          return { src: '' };
        }),
      },
    );
    expect(alts).toEqual([
      'Rows of empty desks under strip lights',
      'Bar chart: rents doubled from 2010 to 2020',
      'The same chart again',
    ]);
  });

  it('writes EPUB <figure>s with alt text and images in the manifest, which epubcheck passes 0/0', async () => {
    const { bookId, photo, chart } = await bookWithFigures();
    const { response, bytes } = await exported(bookId, 'epub');
    expect(response.status).toBe(200);
    const files = unzipSync(bytes);
    const opf = strFromU8(files['OEBPS/content.opf']!);
    expect(opf).toContain(`href="images/${photo}.jpg" media-type="image/jpeg"`);
    expect(opf).toContain(`href="images/${chart}.png" media-type="image/png"`);
    const chapter = strFromU8(files['OEBPS/chapter-001.xhtml']!);
    expect(chapter).toContain(
      `<figure id="figure-1"><img src="images/${photo}.jpg" alt="Rows of empty desks under strip lights"/><figcaption><p class="figure-caption"><span class="figure-label">Figure 1.</span> The open-plan office</p><p class="figure-source">Photo: the author.</p></figcaption></figure>`,
    );
    expect(strFromU8(files['OEBPS/list-of-figures.xhtml']!)).toContain(
      '<a href="chapter-002.xhtml#figure-3">Figure 3. Rents, repeated</a>',
    );
    if (!(await which('epubcheck'))) throw new Error('epubcheck is not installed');
    const check = await epubcheck(bytes);
    expect(check.output).toMatch(/No errors or warnings detected/);
  });
});

describe('a .docx import keeps figures', () => {
  it('brings the exported .docx back with its pictures stored, their alt text, captions and source lines', async () => {
    const { api, bookId } = await bookWithFigures();
    const { bytes } = await exported(bookId, 'docx');
    const target = await api.books.create({ title: 'Read back' });
    const { status, json } = await post(
      `/api/books/${target.id}/upload-chapters`,
      form('document', bytes, 'charts.docx'),
    );
    expect(status).toBe(201);
    expect(json.chapters).toEqual(['Open Plan', 'Hot Desks']);
    const chapters = await api.chapters.listByBook({ id: target.id });
    const doc = chapters.map((chapter) => chapter.content ?? '').join('');
    const figures = [
      ...doc.matchAll(/<figure [^>]*data-image="([0-9a-f-]{36})"[\s\S]*?<\/figure>/g),
    ];
    expect(figures).toHaveLength(3);
    expect(figures[0]![0]).toContain('alt="Rows of empty desks under strip lights"');
    expect(figures[0]![0]).toContain(
      '<p class="figure-caption">The open-plan office</p><p class="figure-source">Photo: the author.</p>',
    );
    expect(figures[2]![0]).toContain('<p class="figure-caption">Rents, repeated</p>');
    // Each picture is stored for the new book and served.
    for (const [, image] of figures) {
      const response = await t.request(`/api/figures/${image}/screen`, { cookie });
      expect(response.status).toBe(200);
    }
  });
});

describe('a Markdown import keeps data: images', () => {
  it('stores an image written as a data: URI and makes it a figure with its alt text and title as caption', async () => {
    const api = await t.caller();
    const book = await api.books.create({ title: 'From Markdown' });
    const png = Buffer.from(await photoWithGps(50, 40, 'png')).toString('base64');
    const markdown = `# Chapter 1: Charts\n\nRents rose.\n\n![A rising line](data:image/png;base64,${png} "Rents by year")\n\n![remote](https://example.org/x.png)\n`;
    const { status } = await post(
      `/api/books/${book.id}/upload-chapters`,
      form('document', markdown, 'charts.md'),
    );
    expect(status).toBe(201);
    const [chapter] = await api.chapters.listByBook({ id: book.id });
    const [figure] = [
      ...(chapter!.content ?? '').matchAll(
        /<figure [^>]*data-image="([0-9a-f-]{36})"[\s\S]*?<\/figure>/g,
      ),
    ];
    expect(figure![0]).toContain('alt="A rising line"');
    expect(figure![0]).toContain('<p class="figure-caption">Rents by year</p>');
    expect((await t.request(`/api/figures/${figure![1]}/print`, { cookie })).status).toBe(200);
    // An image by address cannot be fetched from a .md upload: it is left out.
    expect(chapter!.content).not.toContain('example.org');
  });
});
