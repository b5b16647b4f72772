import {
  addColumnAfter,
  addRowAfter,
  deleteColumn,
  deleteRow,
  deleteTable,
  mergeCells,
  splitCell,
  toggleHeaderColumn,
  toggleHeaderRow,
} from '@receipts/editor/browser';
import {
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Columns3,
  Grid2x2X,
  PanelLeft,
  PanelTop,
  Rows3,
  TableCellsMerge,
  TableCellsSplit,
  type LucideIcon,
} from 'lucide-react';
import type { ChapterEditorView } from './chapter-editor-view.ts';
import { tableTexts as t } from './table-texts.ts';

type Command = Parameters<ChapterEditorView['run']>[0];

/** The tools the toolbar shows while the caret is in a table. */
export const TABLE_TOOLS: readonly { label: string; icon: LucideIcon; command: Command }[] = [
  { label: t.addRow, icon: BetweenHorizontalEnd, command: addRowAfter },
  { label: t.addColumn, icon: BetweenVerticalEnd, command: addColumnAfter },
  { label: t.deleteRow, icon: Rows3, command: deleteRow },
  { label: t.deleteColumn, icon: Columns3, command: deleteColumn },
  { label: t.headerRow, icon: PanelTop, command: toggleHeaderRow },
  { label: t.headerColumn, icon: PanelLeft, command: toggleHeaderColumn },
  { label: t.merge, icon: TableCellsMerge, command: mergeCells },
  { label: t.split, icon: TableCellsSplit, command: splitCell },
  { label: t.deleteTable, icon: Grid2x2X, command: deleteTable },
];
