import { randomUUID } from 'node:crypto';
import mammoth from 'mammoth';
import { coverKind } from '../services/cover-kind.ts';

/** An image found in an imported document, named as its figure names it; stored after parsing. */
export interface ImportedImage {
  name: string;
  bytes: Uint8Array;
}

const SOURCE_PREFIX = 'figure-import:';

/**
 * Collects the pictures of a .docx as mammoth meets them: PNG, JPEG and WebP by their bytes (what
 * the figure store takes), each under a new name; other kinds (EMF, WMF, GIF) are left out.
 */
export class DocxImages {
  readonly images: ImportedImage[] = [];

  readonly convertImage = mammoth.images.imgElement(async (image) => {
    const bytes = new Uint8Array(await image.read());
    if (!coverKind(bytes)) return { src: '' };
    const name = randomUUID();
    this.images.push({ name, bytes });
    return { src: `${SOURCE_PREFIX}${name}` };
  });
}

const escapeAttribute = (text: string) => text.replace(/"/g, '&quot;');

// Word's own numbering ("Figure 3: ", "Fig. 2.1 –", bold or not, after a bookmark) goes: the
// editor numbers figures itself.
const WORD_LABEL =
  /^(?:<a id="[^"]*"><\/a>)*(?:<(strong|b|em)>)?(?:Figure|Fig\.)\s*[\d.]+\s*[.:–—-]?\s*(?:<\/\1>)?\s*/i;

const figureHtml = (name: string, alt: string, caption = '', source = '') =>
  `<figure id="fig-${name.slice(0, 8)}" data-image="${name}"><img src="" alt="${escapeAttribute(alt)}">` +
  `<figcaption><p class="figure-caption">${caption.replace(WORD_LABEL, '')}</p>` +
  `<p class="figure-source">${source}</p></figcaption></figure>`;

// mammoth writes a picture alone in its paragraph as <p><img alt="…" src="…" /></p>, markdown-it
// as <p><img src="…" alt="…"></p>.
const PICTURE = '<p><img((?: [a-z]+="[^"]*")*) ?/?></p>';
const attribute = (attributes: string, name: string) =>
  new RegExp(` ${name}="([^"]*)"`).exec(attributes)?.[1];

/** The stored name, alt text and title of a picture this import collected, or null. */
function pictureOf(attributes: string): { name: string; alt: string; title?: string } | null {
  const name = attribute(attributes, 'src')?.slice(SOURCE_PREFIX.length);
  if (!attribute(attributes, 'src')?.startsWith(SOURCE_PREFIX) || !name) return null;
  return { name, alt: attribute(attributes, 'alt') ?? '', title: attribute(attributes, 'title') };
}

const DATA_URI_IMAGE = /<img src="data:image\/(?:png|jpeg|webp);base64,([A-Za-z0-9+/=]+)"/g;

/**
 * A Markdown image whose address is a data: URI (`![alt](data:image/png;base64,… "caption")`) is
 * the only kind a .md upload can resolve (docs/decisions/figures.md): its bytes are collected
 * like a .docx picture's, and its title becomes the caption.
 */
export function markdownPictures(html: string): { html: string; images: ImportedImage[] } {
  const images: ImportedImage[] = [];
  const named = html.replace(DATA_URI_IMAGE, (match, base64: string) => {
    const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
    if (!coverKind(bytes)) return match;
    const name = randomUUID();
    images.push({ name, bytes });
    return `<img src="${SOURCE_PREFIX}${name}"`;
  });
  return { html: figuresFromPictures(named), images };
}
/** A caption-style paragraph, as docx-to-html's style map marks it (tables take theirs too). */
const CAPTION = '<p class="caption">(.*?)</p>';

/**
 * mammoth's HTML with each picture that stands alone in a paragraph made a figure: its alt text
 * (Word's description), the Caption-style paragraph right after it as the caption (failing that,
 * the one right before it) and a second one after that as the source line. A picture inside a
 * line of text is left as it is (and dropped).
 */
export function figuresFromPictures(html: string): string {
  return html
    .replace(
      new RegExp(`${PICTURE}${CAPTION}(?:${CAPTION})?`, 'g'),
      (match, attributes: string, caption: string, source?: string) => {
        const picture = pictureOf(attributes);
        return picture ? figureHtml(picture.name, picture.alt, caption, source) : match;
      },
    )
    .replace(
      new RegExp(`(?:${CAPTION})?${PICTURE}`, 'g'),
      (match, caption: string | undefined, attributes: string) => {
        const picture = pictureOf(attributes);
        return picture ? figureHtml(picture.name, picture.alt, caption ?? picture.title) : match;
      },
    );
}
