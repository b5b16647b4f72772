import type { ExportOptions, PdfFont, PdfLayout, PdfTrim } from '@receipts/domain';
import { MANUSCRIPT_TRIMS } from '@receipts/domain';
import { badRequest } from '../../errors.ts';

export interface PdfSettings {
  layout: PdfLayout;
  trim: PdfTrim;
  font: PdfFont;
  /** Body text size in points. */
  size: number;
}

const DEFAULTS: Record<PdfLayout, Omit<PdfSettings, 'layout'>> = {
  print: { trim: '6x9', font: 'eb-garamond', size: 11 },
  manuscript: { trim: 'letter', font: 'libre-baskerville', size: 12 },
};

/** The export options of a PDF with each default filled in (400 for a manuscript on a book trim). */
export function pdfSettings(options: Pick<ExportOptions, 'layout' | 'trim' | 'font' | 'size'>) {
  const layout = options.layout ?? 'print';
  const defaults = DEFAULTS[layout];
  const trim = options.trim ?? defaults.trim;
  if (layout === 'manuscript' && !(MANUSCRIPT_TRIMS as readonly string[]).includes(trim))
    throw badRequest(`trim of a manuscript must be one of: ${MANUSCRIPT_TRIMS.join(', ')}`);
  return {
    layout,
    trim,
    font: options.font ?? defaults.font,
    size: options.size ?? defaults.size,
  } satisfies PdfSettings;
}
