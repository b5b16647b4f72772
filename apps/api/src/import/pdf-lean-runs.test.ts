import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPdf, type PdfLine } from '../../test/fixtures/pdf-builder.ts';
import { pdfRunsToHtml, type PdfTextRun } from './pdf-layout.ts';
import { leanPageRuns } from './pdf-lean-runs.ts';
import { pdfJsPageRuns, pdfPageRuns, typedLetters } from './pdf-page-runs.ts';

/**
 * The lean PDF reader against pdf.js, on every PDF in the repository's fixtures (LibreOffice,
 * Chromium, WeasyPrint, pdfLaTeX, LuaLaTeX) and on a file shaped as the import benchmark's: the same runs, and from
 * them the same imported document.
 */
const FIXTURES = new URL('../../test/fixtures/', import.meta.url);
const fixturePdfs = (readdirSync(FIXTURES, { recursive: true }) as string[])
  .filter((name) => name.endsWith('.pdf'))
  .sort();

/** Like the benchmark's manuscript: a chapter heading, then paragraphs of body lines, on each of three pages. */
function benchmarkShapedPdf(): Uint8Array {
  const pages: PdfLine[][] = [0, 1, 2].map((p) => [
    { text: `Chapter ${p + 1}`, size: 20 },
    ...Array.from({ length: 12 }, (_, i) => ({
      text: `line ${i} of page ${p + 1}: the meeting circled (back) to synergy \\ bandwidth`,
      gapBefore: i % 4 === 0 ? 1 : 0,
    })),
  ]);
  return buildPdf(pages);
}

/**
 * Where two readings of a file differ: a run's text, style, or place and size by more than a
 * hundredth of a point (pdf.js keeps some matrices in single precision).
 */
function differences(lean: PdfTextRun[][], pdfJs: PdfTextRun[][]): string[] {
  const found: string[] = [];
  if (lean.length !== pdfJs.length) found.push(`${lean.length} pages, not ${pdfJs.length}`);
  pdfJs.forEach((runs, page) => {
    const ours = lean[page] ?? [];
    if (ours.length !== runs.length)
      found.push(`page ${page}: ${ours.length} runs, not ${runs.length}`);
    runs.forEach((run, i) => {
      const other = ours[i];
      const near = (key: 'x' | 'y' | 'width' | 'fontSize') =>
        other !== undefined && Math.abs(other[key] - run[key]) < 0.01;
      const same =
        other?.text === run.text &&
        (other.bold ?? false) === (run.bold ?? false) &&
        (other.italic ?? false) === (run.italic ?? false) &&
        near('x') &&
        near('y') &&
        near('width') &&
        near('fontSize');
      if (!same)
        found.push(`page ${page} run ${i}: ${JSON.stringify(other)} ≠ ${JSON.stringify(run)}`);
    });
  });
  return found;
}

const inputs: [string, () => Uint8Array][] = [
  ...fixturePdfs.map((name): [string, () => Uint8Array] => [
    name,
    () => new Uint8Array(readFileSync(new URL(name, FIXTURES))),
  ]),
  ['benchmark-shaped', benchmarkShapedPdf],
];

describe('the lean PDF reader gives what pdf.js gives', () => {
  it('covers every PDF fixture', () => {
    expect(fixturePdfs.length).toBeGreaterThanOrEqual(10);
  });

  for (const [name, bytesOf] of inputs) {
    it(`${name}: the same runs, and the same imported document`, async () => {
      const bytes = bytesOf();
      const lean = leanPageRuns(bytes);
      expect(lean, 'the lean reader reads this file itself').not.toBeNull();
      const pdfJs = await pdfJsPageRuns(bytes);
      expect(differences(lean!, pdfJs)).toEqual([]);
      const leanHtml = pdfRunsToHtml(await pdfPageRuns(bytes), { titlePage: 'drop' });
      expect(leanHtml).toBe(pdfRunsToHtml(await typedLetters(pdfJs), { titlePage: 'drop' }));
      expect(leanHtml.length).toBeGreaterThan(100);
    });
  }
});

/**
 * A Type 1 font as pdfTeX writes one without ToUnicode: glyphs named by a /Differences array
 * (here "fi" at code 1 and "fl" at 2, pdfTeX's habit of low codes for ligatures), /Widths given.
 */
function differencesFont(names: string): string {
  const widths = Array.from({ length: 256 }, () => 500).join(' ');
  return `<< /Type /Font /Subtype /Type1 /BaseFont /ABCDEF+NimbusRomNo9L-Regu /FirstChar 0 /LastChar 255 /Widths [${widths}] /Encoding << /Type /Encoding /Differences [${names}] >> >>`;
}
const LETTERS =
  '32 /space 44 /comma 46 /period 97 /a /b /c /d /e /f /g /h /i /j /k /l /m /n /o /p /q /r /s /t /u /v /w /x /y /z';

describe('Type 1 fonts named glyph by glyph (/Differences, no ToUnicode)', () => {
  it('are read by the lean reader, ligatures as pdf.js names them, then typed as letters', async () => {
    const bytes = buildPdf([[{ text: 'the \u0001rst \u0002ow' }]], {
      font: differencesFont(`1 /fi /fl ${LETTERS}`),
    });
    const lean = leanPageRuns(bytes);
    expect(lean?.[0]?.map((run) => run.text)).toEqual(['the \ufb01rst \ufb02ow']);
    expect(differences(lean!, await pdfJsPageRuns(bytes))).toEqual([]);
    const [page] = await pdfPageRuns(bytes);
    expect(page!.map((run) => run.text)).toEqual(['the first flow']);
  });

  it('a glyph name outside the Adobe Glyph List sends the file to pdf.js', async () => {
    const bytes = buildPdf([[{ text: 'the \u0001rst' }]], {
      font: differencesFont(`1 /f_i.alt ${LETTERS}`),
    });
    expect(leanPageRuns(bytes)).toBeNull();
    const [page] = await pdfPageRuns(bytes);
    expect(page).toHaveLength(1);
  });
});

describe('what the lean reader leaves to pdf.js', () => {
  it('a font in an encoding it does not map (MacRoman) is read by pdf.js, with the same text', async () => {
    const lines: PdfLine[][] = [[{ text: 'Quarterly review', size: 20 }, { text: 'Body text' }]];
    const bytes = buildPdf(lines, { encoding: 'MacRomanEncoding' });
    expect(leanPageRuns(bytes)).toBeNull();
    const [page] = await pdfPageRuns(bytes);
    expect(page!.map((run) => run.text)).toEqual(['Quarterly review', 'Body text']);
  });

  it('a file whose cross-reference offsets are wrong is read by pdf.js, which rebuilds them', async () => {
    const good = buildPdf([[{ text: 'Offsets moved' }]]);
    const bytes = new Uint8Array([...Buffer.from('%PDF-1.4\n% shifted\n'), ...good.subarray(9)]);
    expect(leanPageRuns(bytes)).toBeNull();
    const [page] = await pdfPageRuns(bytes);
    expect(page!.map((run) => run.text)).toEqual(['Offsets moved']);
  });

  it('an encrypted file is refused before either reader opens it', async () => {
    const bytes = buildPdf([[{ text: 'Secret' }]], { encrypted: true });
    await expect(pdfPageRuns(bytes)).rejects.toThrow(/encrypted|password/i);
  });
});
