import type { PdfTrim } from '@receipts/domain';
import type { ExportKind } from './export-kinds.ts';

/** The Export menu's own texts (SPEC has none for export; these are the words). */
export const exportTexts = {
  button: 'Export',
  title: 'Export Book',
  description: 'Download the manuscript with its title page, contents, chapters and references.',
  submit: 'Download',
  format: 'Format',
  references: 'References',
  chapters: 'Chapters',
  formats: {
    docx: 'Word manuscript (.docx)',
    epub: 'E-book (EPUB 3)',
    md: 'Markdown (.md)',
    'pdf-print': 'PDF: print interior',
    'pdf-manuscript': 'PDF: standard manuscript',
  } satisfies Record<ExportKind, string>,
  trim: 'Trim size',
  trims: {
    '5x8': '5 × 8 in',
    '5.25x8': '5.25 × 8 in',
    '5.5x8.5': '5.5 × 8.5 in',
    '6x9': '6 × 9 in',
    '7x10': '7 × 10 in',
    a5: 'A5 (148 × 210 mm)',
    royal: 'Royal (156 × 234 mm)',
    letter: 'US Letter (8.5 × 11 in)',
    a4: 'A4 (210 × 297 mm)',
  } satisfies Record<PdfTrim, string>,
  preview: 'Preview',
  typesetting: 'Typesetting the book… (a long book takes several seconds)',
  rendering: 'Drawing the pages…',
  progressLabel: 'Export progress',
  previewHeading: 'Preview',
  previewSummary: (pages: number, trim: string) =>
    `${pages} ${pages === 1 ? 'page' : 'pages'} · ${trim}`,
  previewShowing: (shown: number, pages: number) =>
    shown < pages ? `The first ${shown} pages of ${pages}.` : `All ${pages} pages.`,
  previewPage: (page: number) => `Page ${page}`,
  previewFailed: 'The preview could not be shown',
  referencePlacements: { book: 'One list for the book', chapter: 'A list after each chapter' },
  chapterSelections: { all: 'All chapters, drafts included', completed: 'Completed chapters only' },
  notReadyHeading: 'Not ready yet (you can still export):',
  preparing: 'Preparing the file…',
  downloading: (percent: number) => `Downloading… ${percent}%`,
  done: 'Export Ready',
  failed: 'Export Failed',
  failedFallback: 'The export could not be made',
} as const;
