import { figuresIn, type Inline, type Manuscript } from '../manuscript.ts';
import { inlinesSource } from './typst-inlines.ts';
import { inches, typstString } from './typst-literal.ts';

/*
 * The `figures` branch's figure block and print image (docs/decisions/figures.md), typed here by
 * their shape so that `typst-blocks.ts` needs only a `case 'figure'` when the branches meet.
 */
export interface PrintFigure {
  /** "Figure 2.1". */
  label: string;
  alt: string;
  caption: Inline[];
  source: Inline[];
  /** The stored image's name. */
  image: string;
}

/** The print variant: at most 2100 px wide (7 in at 300 dpi), PNG or JPEG. */
export interface PrintFigureImage {
  mediaType: string;
  data: Uint8Array;
  width: number;
  height: number;
}

/** Print resolution: an image is never set larger than this allows. */
const PRINT_DPI = 300;

/** Where the compiler reads a figure's image (a file mapped into it, never the disk). */
export const figurePath = (figure: PrintFigure, image: PrintFigureImage) =>
  `/figures/${figure.image.replace(/[^\w-]/g, '')}.${image.mediaType === 'image/jpeg' ? 'jpg' : 'png'}`;

/**
 * A figure: the image at 300 dpi or the text width, whichever is narrower, its label and caption
 * below, then the source line; without image bytes, the alt text in a frame.
 */
export function figureSource(figure: PrintFigure, image: PrintFigureImage | undefined): string {
  const caption = `[#strong(${typstString(figure.label)})${figure.caption.length ? `: ${inlinesSource(figure.caption)}` : ''}]`;
  const source = figure.source.length ? `[${inlinesSource(figure.source)}]` : 'none';
  const picture = image
    ? `image(${typstString(figurePath(figure, image))}, alt: ${typstString(figure.alt)})`
    : `missing-image(${typstString(figure.alt)})`;
  const width = image ? inches(image.width / PRINT_DPI) : '0in';
  return `#print-figure(${picture}, ${width}, ${caption}, ${source})\n\n`;
}

/** The print images of a manuscript's figures, at the paths their Typst source reads them from. */
export function figureFiles(manuscript: Manuscript): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const chapter of manuscript.chapters) {
    for (const figure of figuresIn(chapter.blocks)) {
      const image = manuscript.images[figure.image];
      if (image) files[figurePath(figure, image)] = image.data;
    }
  }
  return files;
}
