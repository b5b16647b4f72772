import { EditorState } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema.ts';
import { referenceListPlugin } from './reference-list.ts';

const p = (text: string) => schema.nodes.paragraph.create(null, schema.text(text));
const h = (text: string) => schema.nodes.heading.create({ level: 2 }, schema.text(text));

describe('referenceListPlugin', () => {
  it('marks the paragraphs under a References heading, and only those', () => {
    const doc = schema.nodes.doc.create(null, [
      p('Prose (Pager, 2003).'),
      h('References'),
      p('Pager, D. (2003). The mark of a criminal record.'),
      p('Quillian, L. (2017). Meta-analysis.'),
      h('Appendix'),
      p('Not an entry.'),
    ]);
    const plugin = referenceListPlugin();
    const state = EditorState.create({ doc, plugins: [plugin] });
    const found = plugin.getState(state)?.find() ?? [];
    expect(found.map((d) => state.doc.nodeAt(d.from)?.textContent)).toEqual([
      'Pager, D. (2003). The mark of a criminal record.',
      'Quillian, L. (2017). Meta-analysis.',
    ]);
  });

  it('follows edits: typing in an entry keeps it marked, renaming a heading moves the list, a new paragraph joins it', () => {
    const plugin = referenceListPlugin();
    let state = EditorState.create({
      doc: schema.nodes.doc.create(null, [
        p('Prose.'),
        h('Notes'),
        p('Pager, D. (2003).'),
        h('Appendix'),
        p('Not an entry.'),
      ]),
      plugins: [plugin],
    });
    const entries = () =>
      (plugin.getState(state)?.find() ?? []).map((d) => state.doc.nodeAt(d.from)?.textContent);
    const endOf = (text: string) => {
      let end = -1;
      state.doc.forEach((node, pos) => {
        if (node.textContent === text) end = pos + node.nodeSize - 1;
      });
      return end;
    };
    expect(entries()).toEqual([]);

    state = state.apply(state.tr.insertText('x', endOf('Notes') - 'Notes'.length, endOf('Notes')));
    expect(entries()).toEqual([]);
    const heading = endOf('x');
    state = state.apply(state.tr.insertText('References', heading - 1, heading));
    expect(entries()).toEqual(['Pager, D. (2003).']);

    state = state.apply(state.tr.insertText(' Typed.', endOf('Pager, D. (2003).')));
    expect(entries()).toEqual(['Pager, D. (2003). Typed.']);

    const entryEnd = endOf('Pager, D. (2003). Typed.');
    state = state.apply(state.tr.split(entryEnd).insertText('Quillian, L.', entryEnd + 2));
    expect(entries()).toEqual(['Pager, D. (2003). Typed.', 'Quillian, L.']);
  });
});
