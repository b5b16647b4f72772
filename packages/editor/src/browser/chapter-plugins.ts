import { EDITOR_HISTORY_GROUP_DELAY_MS, EDITOR_UNDO_DEPTH } from '@receipts/domain';
import { gapCursor } from 'prosemirror-gapcursor';
import { history } from 'prosemirror-history';
import type { Plugin } from 'prosemirror-state';
import { footnotePlugin } from './footnote-numbers.ts';
import { chapterInputRules } from './input-rules.ts';
import { chapterKeymap } from './keymap.ts';
import { linkPastePlugin } from './link-paste.ts';
import { referenceListPlugin } from './reference-list.ts';
import { tablePastePlugin } from './table-paste.ts';
import { tablePlugins } from './table-plugins.ts';
import { searchHighlightPlugin } from './search-highlight.ts';

/** Everything the chapter editor needs on top of the schema (SPEC §2, §9: undo depth 100, 500 ms groups). */
export function chapterPlugins(): Plugin[] {
  return [
    chapterInputRules(),
    // Before the chapter's keys: in a table, Tab moves between cells instead of indenting a list.
    ...tablePlugins(),
    tablePastePlugin(),
    ...chapterKeymap(),
    history({ depth: EDITOR_UNDO_DEPTH, newGroupDelay: EDITOR_HISTORY_GROUP_DELAY_MS }),
    linkPastePlugin(),
    referenceListPlugin(),
    footnotePlugin(),
    searchHighlightPlugin(),
    // A caret between blocks where no text can go: before or after a scene break that starts or
    // ends the chapter (typing there starts a paragraph).
    gapCursor(),
  ];
}
