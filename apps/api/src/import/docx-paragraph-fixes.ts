import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { mainDocumentPart } from './docx-main-part.ts';

// A paragraph with no paragraph inside it (those of text boxes are matched on their own).
const PARAGRAPH = /<w:p(?=[\s>])[^>]*>(?:(?!<w:p[\s>]|<\/w:p>).)*<\/w:p>/gs;
const PARAGRAPH_PROPERTIES = /<w:pPr>(?:(?!<\/w:pPr>).)*<\/w:pPr>/s;
const DROP_CAP = /<w:framePr\b[^>]*\bw:dropCap="(?:drop|margin)"/;
const DELETED_MARK = /<w:rPr>(?:(?!<\/w:rPr>).)*<w:del\b/s;
/** What mammoth reads as a deleted paragraph mark: its text then joins the next paragraph's. */
const DELETION = '<w:del w:id="0" w:author=""/>';
const SPACE_RUN = '<w:r><w:t xml:space="preserve"> </w:t></w:r>';

/**
 * A paragraph as mammoth should read it:
 * - a drop cap (Word keeps the big letter in a frame paragraph of its own, `w:framePr
 *   w:dropCap`) joins the paragraph it opens, so "D" and "rop cap." read "Drop cap.";
 * - a paragraph whose mark was deleted with changes tracked joins the next one (mammoth does
 *   this), but with a space, so its last word and the next paragraph's first stay two words.
 */
function fixParagraph(paragraph: string): string {
  const properties = PARAGRAPH_PROPERTIES.exec(paragraph)?.[0];
  if (!properties) return paragraph;
  if (DROP_CAP.test(properties)) {
    const marked = properties.includes('<w:rPr>')
      ? properties.replace('<w:rPr>', `<w:rPr>${DELETION}`)
      : properties.replace('</w:pPr>', `<w:rPr>${DELETION}</w:rPr></w:pPr>`);
    return paragraph.replace(properties, marked);
  }
  if (DELETED_MARK.test(properties)) return paragraph.replace(/<\/w:p>$/, `${SPACE_RUN}</w:p>`);
  return paragraph;
}

/**
 * The .docx with its drop caps and tracked paragraph-mark deletions made readable for mammoth
 * (see fixParagraph); the same bytes when it has neither. Call after checkDocxArchive.
 */
export function fixDocxParagraphs(bytes: Uint8Array): Uint8Array {
  const files = unzipSync(bytes);
  const relationships = files['_rels/.rels'];
  const mainPart = mainDocumentPart(relationships ? strFromU8(relationships) : null);
  const main = files[mainPart];
  if (!main) return bytes;
  const xml = strFromU8(main);
  if (!xml.includes('w:dropCap=') && !DELETED_MARK.test(xml)) return bytes;
  files[mainPart] = strToU8(xml.replace(PARAGRAPH, fixParagraph));
  return zipSync(files);
}
