import {
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { Block, Inline, Table as ManuscriptTable } from './manuscript.ts';

/** The width of the text on Word's default page (A4 with 1-inch margins), in twentieths of a point. */
const TEXT_WIDTH = 9026;
const HEADER_SHADING = { type: ShadingType.CLEAR, fill: 'E7E6E6', color: 'auto' };

export interface DocxTableParts {
  /** A block of a cell as Word paragraphs (a cell holds paragraphs and lists). */
  paragraphs: (block: Block) => (Paragraph | Table)[];
  runs: (inlines: readonly Inline[]) => ParagraphChild[];
}

/** The caption above a table (Word's Caption style): the label in bold, then the caption's text. */
function captionParagraph(table: ManuscriptTable, parts: DocxTableParts): Paragraph {
  const text = table.caption.length ? [new TextRun(': '), ...parts.runs(table.caption)] : [];
  return new Paragraph({
    style: 'Caption',
    keepNext: true,
    children: [new TextRun({ text: table.label, bold: true }), ...text],
  });
}

/**
 * A real Word table: header rows marked `tblHeader` (Word repeats them on each page), merged cells
 * as `gridSpan` and `vMerge` (docx adds the covered cells below a cell merged down), header cells
 * shaded, and the caption above as a Caption paragraph kept with the table.
 */
export function docxTable(table: ManuscriptTable, parts: DocxTableParts): (Paragraph | Table)[] {
  const columnWidth = Math.floor(TEXT_WIDTH / Math.max(table.columns, 1));
  const rows = table.rows.map(
    (cells, index) =>
      new TableRow({
        // Left out, not "off", on other rows: mammoth reads any <w:tblHeader> as a header row.
        ...(index < table.headerRows ? { tableHeader: true, cantSplit: true } : {}),
        children: cells.map((cell) => {
          const paragraphs = cell.blocks.flatMap(parts.paragraphs);
          return new TableCell({
            columnSpan: cell.colspan > 1 ? cell.colspan : undefined,
            rowSpan: cell.rowspan > 1 ? cell.rowspan : undefined,
            shading: cell.header ? HEADER_SHADING : undefined,
            width: { size: columnWidth * cell.colspan, type: WidthType.DXA },
            children: paragraphs.length ? paragraphs : [new Paragraph({})],
          });
        }),
      }),
  );
  return [
    captionParagraph(table, parts),
    new Table({
      rows,
      width: { size: columnWidth * table.columns, type: WidthType.DXA },
      columnWidths: Array.from({ length: table.columns }, () => columnWidth),
    }),
  ];
}
