/**
 * `pnpm --filter @receipts/bench figures`: the work of one figure upload after its checks, as the
 * `prepare-figure` task runs it on a worker: a 3000 × 2000 photo (JPEG, with EXIF) and a 3000 ×
 * 2000 chart (PNG) re-encoded into the original, screen (WebP, 1600 px) and print (2100 px)
 * variants. Goal: under 1 s each on one core. Prints the median of RUNS runs (default 5).
 */
import { createRequire } from 'node:module';
import prepareFigure from '../../apps/api/src/workers/tasks/prepare-figure.task.ts';

// sharp is the API's dependency; the bench borrows it from there.
const sharp = createRequire(new URL('../../apps/api/package.json', import.meta.url))(
  'sharp',
) as typeof import('sharp');
const RUNS = Number(process.env.RUNS ?? 5);
const GOAL_MS = 1000;
const MAX_PIXELS = 50_000_000;

async function photo(format: 'jpeg' | 'png'): Promise<Uint8Array> {
  const [width, height] = [3000, 2000];
  const pixels = Buffer.alloc(width * height * 3);
  // Noise over a gradient: closer to a photo's entropy than a flat colour.
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = ((i % (width * 3)) / 12 + Math.random() * 40) & 255;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).withExif({
    IFD0: { Make: 'Bench' },
  });
  return new Uint8Array(await (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer());
}

console.log(`figure preparation, 3000 × 2000 (median of ${RUNS} runs after one warm-up)`);
console.log('input  input KB  median ms  max ms  original KB  screen KB  print KB');
for (const format of ['jpeg', 'png'] as const) {
  const bytes = await photo(format);
  await prepareFigure({ bytes, maxPixels: MAX_PIXELS });
  const times: number[] = [];
  let last;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    last = await prepareFigure({ bytes, maxPixels: MAX_PIXELS });
    times.push(performance.now() - start);
  }
  if (!last?.ok) throw new Error(`preparing the ${format} failed`);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const kb = (data: Uint8Array) => (data.length / 1024).toFixed(0);
  console.log(
    [
      format.padEnd(5),
      kb(bytes).padStart(9),
      median.toFixed(0).padStart(10),
      times[times.length - 1]!.toFixed(0).padStart(7),
      kb(last.figure.original).padStart(12),
      kb(last.figure.screen).padStart(10),
      kb(last.figure.print).padStart(9),
      median < GOAL_MS ? '  ok' : `  over the ${GOAL_MS} ms goal`,
    ].join(' '),
  );
}
