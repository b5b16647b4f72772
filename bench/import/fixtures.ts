import { buildDocx, heading, paragraph, run } from '../../apps/api/test/fixtures/docx-builder.ts';
import { buildPdf, type PdfLine } from '../../apps/api/test/fixtures/pdf-builder.ts';

const WORDS =
  'the meeting circled back to synergy while leverage and bandwidth aligned our stakeholders on deliverables that nobody had asked for but everybody would review next quarter with receipts'.split(
    ' ',
  );

/** `count` words drawn pseudo-randomly (a fixed LCG, so every run writes the same file). */
function words(count: number, seed: number): string {
  let state = (seed * 2654435761) >>> 0;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    state = (state * 1664525 + 1013904223) >>> 0;
    out.push(WORDS[state % WORDS.length]!);
  }
  return out.join(' ');
}

/** A manuscript of `totalWords` words in `chapters` chapters (Heading 1), with bold and italic runs. */
export function manuscriptDocx(totalWords: number, chapters: number): Uint8Array {
  const blocks: string[] = [];
  const perChapter = Math.floor(totalWords / chapters);
  const perParagraph = 120;
  for (let c = 1; c <= chapters; c++) {
    blocks.push(heading(1, `Chapter ${c}: ${words(3, c)}`));
    for (let written = 0; written < perChapter; written += perParagraph) {
      const n = Math.min(perParagraph, perChapter - written);
      blocks.push(
        paragraph(
          run(words(n - 6, c + written)),
          run(` ${words(3, c)}`, { bold: true }),
          run(` ${words(3, written)}.`, { italic: true }),
        ),
      );
    }
  }
  return buildDocx(blocks);
}

/** A `pages`-page PDF: 45 lines of about 12 words a page, a chapter heading every 10 pages. */
export function manuscriptPdf(pages: number, padBytes = 0): Uint8Array {
  const all: PdfLine[][] = [];
  for (let p = 0; p < pages; p++) {
    const lines: PdfLine[] = [];
    if (p % 10 === 0) lines.push({ text: `Chapter ${p / 10 + 1}`, size: 20 });
    while (lines.length < 45) {
      lines.push({
        text: words(12, p * 50 + lines.length),
        gapBefore: lines.length % 8 === 0 ? 1 : 0,
      });
    }
    all.push(lines);
  }
  return buildPdf(all, { padBytes });
}
