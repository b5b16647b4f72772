/** Texts of the table tools in the chapter editor's toolbar and the insert-table form. */
export const tableTexts = {
  insert: 'Insert table',
  title: 'Insert table',
  description: 'A table with a header row and a caption above it. Tab moves from cell to cell.',
  rows: 'Rows',
  columns: 'Columns',
  apply: 'Insert',
  tools: 'Table',
  addRow: 'Add row below',
  addColumn: 'Add column right',
  deleteRow: 'Delete row',
  deleteColumn: 'Delete column',
  headerRow: 'Header row on or off',
  headerColumn: 'Header column on or off',
  merge: 'Merge cells',
  split: 'Split cell',
  deleteTable: 'Delete table',
};
