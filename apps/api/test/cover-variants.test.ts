import { CoverStore } from '../src/adapters/storage/cover-store.ts';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';
import { uploadClient } from './upload-client.ts';

const t = useTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.signIn();
});
const { uploadCover, createBook } = uploadClient(t, () => cookie);

/** An 800 × 1200 cover as a writer's tool saves it: a gradient, so encoders have work to do. */
async function coverPng(channels: 3 | 4 = 3): Promise<Uint8Array> {
  const width = 800;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < width * height; i++) {
    pixels[i * channels] = (i % width) % 256;
    pixels[i * channels + 1] = Math.floor(i / width) % 256;
    pixels[i * channels + 2] = 128;
    if (channels === 4) pixels[i * channels + 3] = i % width < 400 ? 255 : 0;
  }
  return new Uint8Array(await sharp(pixels, { raw: { width, height, channels } }).png().toBuffer());
}

async function fetchImage(url: string) {
  const response = await t.request(url, { cookie });
  const bytes = Buffer.from(await response.arrayBuffer());
  const meta = response.status === 200 ? await sharp(bytes).metadata() : null;
  return { response, bytes, width: meta?.width, format: meta?.format };
}

const variantCount = async (name: string) =>
  (
    await t.services.orm.em
      .fork()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from "cover_variant" where "cover_name" = ?`,
        [name],
      )
  )[0]!.n;

describe('cover variants', () => {
  it('are made on upload: AVIF and WebP by suffix, the JPEG fallback by ?w=, each far smaller than the upload', async () => {
    const png = await coverPng();
    const bookId = await createBook();
    const { json } = await uploadCover(bookId, png, 'cover.png');
    const url = json.coverImageUrl as string;
    expect(await variantCount(CoverStore.nameOf(url)!)).toBe(9); // 3 widths × 3 formats

    const avif = await fetchImage(`${url}.avif?w=180`);
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.format).toBe('heif');
    expect(avif.width).toBe(200);
    expect(avif.response.headers.get('cache-control')).toContain('immutable');

    const webp = await fetchImage(`${url}.webp?w=400`);
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.width).toBe(400);

    const fallback = await fetchImage(`${url}?w=401`);
    expect(fallback.response.headers.get('content-type')).toBe('image/jpeg');
    expect(fallback.width).toBe(800);
    for (const variant of [avif, webp]) expect(variant.bytes.length).toBeLessThan(png.length / 10);

    const original = await fetchImage(url);
    expect(original.response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(original.bytes)).toEqual(png);
  });

  it('keep transparency: a PNG with alpha falls back to PNG, not JPEG', async () => {
    const bookId = await createBook();
    const { json } = await uploadCover(bookId, await coverPng(4), 'cover.png');
    const fallback = await fetchImage(`${json.coverImageUrl as string}?w=200`);
    expect(fallback.response.headers.get('content-type')).toBe('image/png');
    expect(fallback.width).toBe(200);
  });

  it('are made on first request for a cover stored before variants existed, then kept', async () => {
    const bookId = await createBook();
    const name = `${crypto.randomUUID()}.png`;
    await t.services.orm.em
      .fork()
      .transactional((tx) => CoverStore.insert(tx, name, bookId, png800, 'image/png'));
    expect(await variantCount(name)).toBe(0);
    const webp = await fetchImage(`${CoverStore.urlOf(name)}.webp?w=200`);
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.width).toBe(200);
    expect(await variantCount(name)).toBe(9);
  });

  it('refuse a width that is not a whole number of pixels with 400, and a missing cover with 404', async () => {
    const bookId = await createBook();
    const { json } = await uploadCover(bookId, png800, 'cover.png');
    for (const w of ['0', 'abc', '4001', '1.5']) {
      const { response, bytes } = await fetchImage(`${json.coverImageUrl as string}.webp?w=${w}`);
      expect(response.status).toBe(400);
      expect(JSON.parse(bytes.toString('utf8'))).toEqual({
        message: 'w: must be a whole number of pixels from 1 to 4000',
      });
    }
    const missing = await fetchImage(`/api/covers/${crypto.randomUUID()}.png.avif?w=200`);
    expect(missing.response.status).toBe(404);
  });
});

let png800: Uint8Array;
beforeEach(async () => {
  png800 ??= await coverPng();
});
