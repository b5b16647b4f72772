import { EditorState, TextSelection } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { docToHtml, htmlToDoc } from '../../html/html-codec.ts';
import { numberedItems } from '../../figures/numbered-items.ts';
import { insertCrossReference } from './cross-reference-commands.ts';

const TABLE = '<table><caption>Rents</caption><tbody><tr><td><p>1</p></td></tr></tbody></table>';

function stateWithCaretAfter(html: string, text: string): EditorState {
  const doc = htmlToDoc(html);
  let at = 0;
  doc.descendants((node, pos) => {
    if (node.isText && node.text?.includes(text)) at = pos + node.text.indexOf(text) + text.length;
  });
  return EditorState.create({ doc, selection: TextSelection.create(doc, at) });
}

const apply = (state: EditorState, command: ReturnType<typeof insertCrossReference>) => {
  let next = state;
  expect(command(state, (tr) => (next = state.apply(tr)))).toBe(true);
  return next;
};

describe('inserting a cross-reference', () => {
  it('puts a reference to a figure or table id at the caret', () => {
    const state = stateWithCaretAfter('<p>As shown in .</p>', 'As shown in ');
    const next = apply(state, insertCrossReference({ id: 'fig-one' }));
    expect(docToHtml(next.doc)).toBe(
      '<p>As shown in <span data-cross-reference="fig-one"></span>.</p>',
    );
  });

  it('gives a table of the chapter its id first, so the reference names it', () => {
    const state = stateWithCaretAfter(`<p>See .</p>${TABLE}`, 'See ');
    const [table] = numberedItems(state.doc);
    expect(table).toMatchObject({ kind: 'table', referable: false });
    const next = apply(state, insertCrossReference({ tableAt: table!.pos }));
    const [named] = numberedItems(next.doc);
    expect(named).toMatchObject({ kind: 'table', referable: true });
    expect(named!.id).toMatch(/^tbl-[a-z0-9]+$/);
    expect(docToHtml(next.doc)).toContain(`<span data-cross-reference="${named!.id}"></span>`);
    expect(docToHtml(next.doc)).toContain(`<table id="${named!.id}">`);
  });

  it('refuses a position that is not a table', () => {
    const state = stateWithCaretAfter(`<p>See .</p>${TABLE}`, 'See ');
    expect(insertCrossReference({ tableAt: 0 })(state)).toBe(false);
  });
});
