import mammoth from 'mammoth';
import { checkDocxArchive } from './docx-archive-check.ts';
import { refusals } from './document-refused.ts';
import {
  CAPTION_STYLE_MAP,
  DocxImages,
  figuresFromPictures,
  type ImportedImage,
} from './imported-pictures.ts';
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
  ...CAPTION_STYLE_MAP,
];

/**
 * A .docx as HTML: checked with a counting unzip first (zip bombs, damaged archives), then
 * converted by mammoth. Pictures become figures (imported-pictures.ts), their bytes returned to be
 * stored; comments and deleted text of tracked changes are left out by mammoth.
 */
export async function docxToHtml(
  bytes: Uint8Array,
): Promise<{ html: string; images: ImportedImage[] }> {
  checkDocxArchive(bytes);
  const pictures = new DocxImages();
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      { styleMap: STYLE_MAP, convertImage: pictures.convertImage },
    );
    return { html: figuresFromPictures(result.value), images: pictures.images };
  } catch {
    throw refusals.damagedArchive();
  }
}
