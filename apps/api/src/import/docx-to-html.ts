import mammoth from 'mammoth';
import { checkDocxArchive } from './docx-archive-check.ts';
import { cellAlignments, markCellAlignments } from './docx-cell-alignment.ts';
import { hyperlinkAnchors } from './docx-hyperlink-anchors.ts';
import { fixDocxParagraphs } from './docx-paragraph-fixes.ts';
import { refusals } from './document-refused.ts';
import { DocxImages, figuresFromPictures, type ImportedImage } from './imported-pictures.ts';
import { TITLE_BLOCK_STYLE_MAP } from './docx-title-block.ts';

/**
 * Underline is in the editor schema; mammoth drops it unless told to keep it. Word's quotation
 * styles become block quotes (consecutive quoted paragraphs one quote). The title block
 * (docx-title-block.ts) is marked so it can be taken out of the text.
 */
const STYLE_MAP = [
  'u => u',
  "p[style-name='Quote'] => blockquote > p:fresh",
  "p[style-name='Intense Quote'] => blockquote > p:fresh",
  "p[style-name='Block Text'] => blockquote > p:fresh",
  ...TITLE_BLOCK_STYLE_MAP,
  // LibreOffice's name for its quotation paragraphs, in the .docx files it writes.
  "p[style-name='Quotations'] => blockquote > p:fresh",
  // Captions (Word's style, LibreOffice's and pandoc's for tables): the one above a table becomes its
  // <caption> (table-captions.ts), the ones beside a picture its caption and source (imported-pictures.ts).
  "p[style-name='Caption'] => p.caption:fresh",
  "p[style-name='Table'] => p.caption:fresh",
  // pandoc's name for a table's caption paragraph.
  "p[style-name='Table Caption'] => p.caption:fresh",
];

/**
 * A .docx as HTML: checked with a counting unzip first (zip bombs, damaged archives), then
 * converted by mammoth (drop caps and tracked paragraph joins made readable first, and link
 * addresses with a `\l` fragment made whole, and cells whose paragraphs are all right-aligned or
 * centred given that alignment). Pictures become figures (imported-pictures.ts), their
 * bytes returned to be stored; comments and deleted text of tracked changes are left out by mammoth.
 */
export async function docxToHtml(
  bytes: Uint8Array,
): Promise<{ html: string; images: ImportedImage[] }> {
  checkDocxArchive(bytes);
  const pictures = new DocxImages();
  try {
    const fixed = fixDocxParagraphs(bytes);
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(fixed.buffer, fixed.byteOffset, fixed.byteLength) },
      {
        styleMap: STYLE_MAP,
        transformDocument: (document) => markCellAlignments(hyperlinkAnchors(document)),
        convertImage: pictures.convertImage,
      },
    );
    return { html: figuresFromPictures(cellAlignments(result.value)), images: pictures.images };
  } catch {
    throw refusals.damagedArchive();
  }
}
