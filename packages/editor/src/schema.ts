import { Schema } from 'prosemirror-model';
import { bold } from './marks/bold.mark.ts';
import { highlight } from './marks/highlight.mark.ts';
import { italic } from './marks/italic.mark.ts';
import { link } from './marks/link.mark.ts';
import { subscript } from './marks/subscript.mark.ts';
import { superscript } from './marks/superscript.mark.ts';
import { underline } from './marks/underline.mark.ts';
import { blockquote } from './nodes/blockquote.node.ts';
import { crossReference } from './nodes/cross-reference.node.ts';
import { figure, figureCaption, figureSource } from './nodes/figure.node.ts';
import { footnote } from './nodes/footnote.node.ts';
import { hardBreak } from './nodes/hard-break.node.ts';
import { heading } from './nodes/heading.node.ts';
import { ignoredElementRules } from './nodes/ignored-elements.ts';
import { bulletList, listItem, orderedList } from './nodes/list.node.ts';
import { paragraph } from './nodes/paragraph.node.ts';
import { sceneBreak } from './nodes/scene-break.node.ts';
import {
  table,
  tableCaption,
  tableCell,
  tableFigure,
  tableHeader,
  tableRow,
} from './nodes/table.node.ts';

/**
 * The chapter schema: what a chapter may contain, in the browser editor and on the server.
 * Mark order is nesting order when serialised (a link wraps the formatting inside it).
 */
export const schema = new Schema({
  nodes: {
    // The doc never matches an element; it carries the rules that skip non-prose subtrees.
    doc: { content: 'block+', parseDOM: ignoredElementRules },
    paragraph,
    heading,
    bullet_list: bulletList,
    ordered_list: orderedList,
    list_item: listItem,
    blockquote,
    scene_break: sceneBreak,
    table_figure: tableFigure,
    table_caption: tableCaption,
    table,
    table_row: tableRow,
    table_header: tableHeader,
    table_cell: tableCell,
    figure,
    figure_caption: figureCaption,
    figure_source: figureSource,
    text: { group: 'inline' },
    hard_break: hardBreak,
    footnote,
    cross_reference: crossReference,
  },
  marks: { link, bold, italic, underline, highlight, superscript, subscript },
});

export type ChapterSchema = typeof schema;
