import {
  MANUSCRIPT_TRIMS,
  PDF_TRIMS,
  type ExportFormat,
  type ExportOptions,
  type PdfLayout,
  type PdfTrim,
} from '@receipts/domain';

/** What the dialog offers: each format, the PDF twice (a print interior, a manuscript). */
export const EXPORT_KINDS = ['docx', 'epub', 'md', 'pdf-print', 'pdf-manuscript'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

const LAYOUTS: Partial<Record<ExportKind, PdfLayout>> = {
  'pdf-print': 'print',
  'pdf-manuscript': 'manuscript',
};

/** The page sizes a kind can have (none for the formats that flow), its default first. */
export function trimsOf(kind: ExportKind): readonly PdfTrim[] {
  if (kind === 'pdf-manuscript') return MANUSCRIPT_TRIMS;
  if (kind === 'pdf-print') return ['6x9', ...PDF_TRIMS.filter((trim) => trim !== '6x9')];
  return [];
}

export const kindOf = (options: ExportOptions): ExportKind =>
  options.format === 'pdf' ? `pdf-${options.layout ?? 'print'}` : options.format;

/** The options of a newly chosen kind: a PDF takes its layout and its default trim. */
export function optionsForKind(kind: ExportKind, current: ExportOptions): ExportOptions {
  const layout = LAYOUTS[kind];
  const { references, chapters } = current;
  if (!layout) return { format: kind as ExportFormat, references, chapters };
  return { format: 'pdf', references, chapters, layout, trim: trimsOf(kind)[0] };
}
