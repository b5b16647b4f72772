import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { pngDeclaring } from './fixtures/cover-images.ts';
import { CAMERA_ARTIST, photoWithGps } from './fixtures/figure-images.ts';
import { useTestApp } from './test-app.ts';
import { form, uploadClient } from './upload-client.ts';

const t = useTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.signIn();
});
const { post, createBook } = uploadClient(t, () => cookie);

const uploadFigure = (bookId: number, bytes: Uint8Array | string, name: string) =>
  post(`/api/books/${bookId}/figures`, form('image', bytes, name));

async function storedImageNames(): Promise<string[]> {
  const rows = await t.db.orm.em
    .fork()
    .execute<{ name: string }[]>(`select "name"::text as "name" from "figure_image" order by 1`);
  return rows.map((row) => row.name);
}

async function fetchVariant(image: string, variant: string) {
  const response = await t.request(`/api/figures/${image}/${variant}`, { cookie });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('POST /api/books/:id/figures', () => {
  it('stores a phone JPEG with GPS in three variants, none of them carrying EXIF or GPS', async () => {
    const bookId = await createBook();
    const photo = await photoWithGps(3000, 2000);
    const original = await sharp(photo).metadata();
    expect(original.exif?.length).toBeGreaterThan(0);
    expect(Buffer.from(photo).includes(CAMERA_ARTIST)).toBe(true);

    const { status, json } = await uploadFigure(bookId, photo, 'IMG_0042.JPG');
    expect(status).toBe(201);
    expect(json).toMatchObject({ width: 3000, height: 2000 });
    const image = json.image as string;
    expect(json.src).toBe(`/api/figures/${image}/screen`);

    const expected = {
      screen: { format: 'webp', width: 1600, height: 1067, type: 'image/webp' },
      print: { format: 'jpeg', width: 2100, height: 1400, type: 'image/jpeg' },
      original: { format: 'jpeg', width: 3000, height: 2000, type: 'image/jpeg' },
    };
    for (const [variant, want] of Object.entries(expected)) {
      const { response, bytes } = await fetchVariant(image, variant);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(want.type);
      expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      const meta = await sharp(bytes).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: want.format,
        width: want.width,
        height: want.height,
      });
      expect(meta.exif, `${variant} has no EXIF`).toBeUndefined();
      expect(bytes.includes(CAMERA_ARTIST)).toBe(false);
    }
  });

  it('keeps a small PNG at its size and as PNG for print', async () => {
    const bookId = await createBook();
    const { json } = await uploadFigure(bookId, await photoWithGps(800, 600, 'png'), 'chart.png');
    const { bytes } = await fetchVariant(json.image as string, 'print');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['png', 800, 600, undefined]);
  });

  it('refuses an image declaring more than 50 megapixels before decoding it, storing nothing', async () => {
    const bookId = await createBook();
    // A few dozen bytes whose header declares 10,000 × 10,000: decoding it would need 300 MB.
    const { status, json } = await uploadFigure(bookId, pngDeclaring(10_000, 10_000), 'huge.png');
    expect(status).toBe(400);
    expect(json.message).toBe(
      'The image is 10,000 × 10,000 pixels; a figure may have at most 50 megapixels',
    );
    expect(await storedImageNames()).toEqual([]);
  });

  it('refuses a file over 20 MB with 413, a text file named .png and a damaged PNG with 400', async () => {
    const bookId = await createBook();
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(pngDeclaring(10, 10));
    const tooBig = await uploadFigure(bookId, big, 'big.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.message).toBe('Error: The image is larger than 20 MB');
    const fake = await uploadFigure(bookId, 'not an image', 'chart.png');
    expect([fake.status, fake.json.message]).toEqual([
      400,
      "Invalid File Type: the file's content is not a PNG image, whatever its name says",
    ]);
    const damaged = await uploadFigure(bookId, pngDeclaring(100, 100), 'broken.png');
    expect(damaged.status).toBe(400);
    expect(damaged.json.message).toMatch(/^The image could not be read: /);
    expect(await storedImageNames()).toEqual([]);
  });

  it('answers 404 for an unknown book, image or variant', async () => {
    const photo = await photoWithGps(40, 30, 'png');
    expect((await uploadFigure(999_999, photo, 'a.png')).status).toBe(404);
    const bookId = await createBook();
    const { json } = await uploadFigure(bookId, photo, 'a.png');
    expect((await fetchVariant(json.image as string, 'thumbnail')).response.status).toBe(404);
    expect((await fetchVariant('not-a-name', 'screen')).response.status).toBe(404);
    expect(await storedImageNames()).toEqual([json.image]);
  });
});

describe('unused figure images are swept', () => {
  const figureHtml = (image: string) =>
    `<figure id="fig-a" data-image="${image}"><img src="x" alt="A chart"><figcaption><p class="figure-caption">Chart</p><p class="figure-source"></p></figcaption></figure>`;
  const age = (names: string[]) =>
    t.db.orm.em
      .fork()
      .execute(
        `update "figure_image" set "created_at" = now() - interval '2 days' where "name"::text in (${names.map(() => '?').join(',')})`,
        names,
      );

  it('after a chapter is deleted for good, once a day old and named by no chapter or revision of the book', async () => {
    const bookId = await createBook();
    const photo = await photoWithGps(40, 30, 'png');
    const upload = async () => (await uploadFigure(bookId, photo, 'a.png')).json.image as string;
    const [kept, inOtherChapter, fresh] = [await upload(), await upload(), await upload()];
    const chapter = async (content: string) => {
      const response = await t.request('/api/chapters', {
        method: 'POST',
        cookie,
        json: {
          bookId,
          title: 'C',
          content,
          orderIndex: 0,
          wordCount: 0,
          status: 'draft',
          notes: null,
        },
      });
      return ((await response.json()) as { id: number }).id;
    };
    const doomed = await chapter(`<p>Text.</p>${figureHtml(kept)}${figureHtml(fresh)}`);
    await chapter(figureHtml(inOtherChapter));
    await age([kept, inOtherChapter]);

    expect(
      (await t.request(`/api/chapters/${doomed}`, { method: 'DELETE', cookie, json: {} })).status,
    ).toBe(200);
    // In the Trash the chapter can come back with its figures: nothing is swept yet.
    expect(await storedImageNames()).toEqual([kept, inOtherChapter, fresh].sort());
    const purge = await t.request(`/api/trash/chapter/${doomed}`, {
      method: 'DELETE',
      cookie,
      json: {},
    });
    expect(purge.status).toBe(200);
    // `kept` went with its only chapter; `fresh` is under a day old (an upload awaiting its save).
    expect(await storedImageNames()).toEqual([inOtherChapter, fresh].sort());
  });
});
