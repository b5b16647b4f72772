/** Notices an import reply may carry (shown beside SPEC's upload message). */
export const importTexts = {
  pdfTables: (pages: readonly number[]) =>
    `${pages.length === 1 ? 'Page' : 'Pages'} ${pages.join(', ')} of the PDF look${pages.length === 1 ? 's' : ''} like ${pages.length === 1 ? 'it holds' : 'they hold'} a table: tables are not rebuilt from a PDF, so their cells came in as lines of text. Import the .docx or Markdown file instead, or rebuild the table in the editor.`,
};
