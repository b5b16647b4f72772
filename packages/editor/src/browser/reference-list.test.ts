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
});
