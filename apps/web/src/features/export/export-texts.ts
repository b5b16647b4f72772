import type { ExportFormat } from '@receipts/domain';

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
  } satisfies Record<ExportFormat, string>,
  referencePlacements: { book: 'One list for the book', chapter: 'A list after each chapter' },
  chapterSelections: { all: 'All chapters, drafts included', completed: 'Completed chapters only' },
  notReadyHeading: 'Not ready yet (you can still export):',
  preparing: 'Preparing the file…',
  downloading: (percent: number) => `Downloading… ${percent}%`,
  done: 'Export Ready',
  failed: 'Export Failed',
  failedFallback: 'The export could not be made',
} as const;
