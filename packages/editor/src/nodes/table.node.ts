import type { NodeSpec, TagParseRule } from 'prosemirror-model';
import { tableNodes } from 'prosemirror-tables';
import { TARGET_ID } from './cross-reference.node.ts';
import { DEFAULT_TEXT_ALIGN, isTextAlign, parseTextAlign } from './text-align.ts';

/*
 * Tables (docs/decisions/tables.md). A table is stored as one HTML <table>: its caption first, its
 * rows in one <tbody>. In the schema that <table> is a `table_figure` holding an optional
 * `table_caption` and the `table` node prosemirror-tables works on (rows of `table_cell` and
 * `table_header` with colspan, rowspan, colwidth and an alignment). The figure and the grid are two
 * nodes because prosemirror-tables reads every child of its table as a row.
 */

/** What a cell may hold: prose and lists, never a heading, quote, scene break or another table. */
const CELL_CONTENT = '(paragraph | bullet_list | ordered_list)+';
/** Inside a cell, at any depth. */
const IN_CELL = 'table_cell//|table_header//';

const grid = tableNodes({
  tableGroup: '',
  cellContent: CELL_CONTENT,
  cellAttributes: {
    textAlign: {
      default: DEFAULT_TEXT_ALIGN,
      validate: (value: unknown) => {
        if (!isTextAlign(value))
          throw new RangeError(`Unsupported text alignment: ${String(value)}`);
      },
      setDOMAttr: (value, attrs) => {
        if (isTextAlign(value) && value !== DEFAULT_TEXT_ALIGN)
          attrs.style = `text-align: ${value}`;
      },
    },
  },
});

/**
 * Paragraph rules for what a cell cannot hold: a heading in a cell, and the cells of a table inside
 * a cell (nested tables are flattened), become paragraphs of the cell.
 */
export const paragraphInCellRules: TagParseRule[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
].map((tag) => ({ tag, context: IN_CELL, priority: 60 }));

/** A quote, a table's own scaffolding or a rule inside a cell: unwrapped or dropped. */
const inCellRules: TagParseRule[] = [
  ...['blockquote', 'table', 'tbody', 'thead', 'tfoot', 'tr', 'caption'].map((tag) => ({
    tag,
    context: IN_CELL,
    skip: true as const,
    priority: 60,
  })),
  { tag: 'hr', context: IN_CELL, ignore: true, priority: 60 },
];

/**
 * The table as a whole. `id` is what a cross-reference names ("tbl-…"); a table gets one when it is
 * first referred to, so tables no reference names are stored as they always were (no id).
 */
export const tableFigure: NodeSpec = {
  content: 'table_caption? table',
  group: 'block',
  isolating: true,
  attrs: { id: { default: '' } },
  parseDOM: [
    ...inCellRules,
    {
      tag: 'table',
      getAttrs: (dom) => {
        const id = dom.getAttribute('id') ?? '';
        return { id: TARGET_ID.test(id) ? id : '' };
      },
    },
    // Row groups carry nothing: their rows (thead's and tbody's alike) join one grid, which the
    // parser opens around the first row.
    { tag: 'thead', skip: true },
    { tag: 'tbody', skip: true },
    { tag: 'tfoot', skip: true },
    { tag: 'colgroup', ignore: true },
  ],
  toDOM: (node) => ['table', node.attrs.id ? { id: node.attrs.id as string } : {}, 0],
};

/** The caption above a table: "Table N" is a label the editor and exports add, never stored. */
export const tableCaption: NodeSpec = {
  content: 'inline*',
  isolating: true,
  parseDOM: [{ tag: 'caption' }],
  toDOM: () => ['caption', 0],
};

/** The grid: rows only, written as the <tbody> of its figure's <table>; parsed around its rows. */
export const table: NodeSpec = {
  ...grid.table,
  parseDOM: [],
  toDOM: () => ['tbody', 0],
};

/** Spans beyond this are taken as typing slips; they would be cut back to the grid anyway. */
const MAX_SPAN = 1000;
const MAX_COLUMN_WIDTH = 10_000;

function span(value: string | null): number {
  const number = Number(value ?? 1);
  return Number.isInteger(number) && number >= 1 && number <= MAX_SPAN ? number : 1;
}

/** A cell's attributes from any HTML: spans and widths that are not sensible numbers are left out. */
function cellAttrs(dom: HTMLElement) {
  const colspan = span(dom.getAttribute('colspan'));
  const widths = dom.getAttribute('data-colwidth')?.split(',').map(Number) ?? [];
  const sensible = widths.every((w) => Number.isInteger(w) && w >= 0 && w <= MAX_COLUMN_WIDTH);
  return {
    colspan,
    rowspan: span(dom.getAttribute('rowspan')),
    colwidth: widths.length === colspan && sensible ? widths : null,
    textAlign: parseTextAlign(dom),
  };
}

export const tableRow: NodeSpec = grid.table_row;
export const tableCell: NodeSpec = {
  ...grid.table_cell,
  parseDOM: [{ tag: 'td', getAttrs: cellAttrs }],
};
export const tableHeader: NodeSpec = {
  ...grid.table_header,
  parseDOM: [{ tag: 'th', getAttrs: cellAttrs }],
};
