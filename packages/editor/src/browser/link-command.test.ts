import { EditorState, TextSelection } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { run } from '../../test/editor-harness.ts';
import { schema } from '../schema.ts';
import { linkHrefAt, setLink } from './link-command.ts';

function stateOf(text: string, from: number, to: number) {
  const doc = schema.node('doc', null, [schema.node('paragraph', null, [schema.text(text)])]);
  const state = EditorState.create({ doc });
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, from, to)));
}

const linksOf = (state: EditorState) => {
  const found: Array<{ text: string; href: string }> = [];
  state.doc.descendants((node) => {
    const mark = node.marks.find((m) => m.type === schema.marks.link);
    if (node.isText && mark) found.push({ text: node.text!, href: mark.attrs.href as string });
  });
  return found;
};

describe('setLink', () => {
  it('links the selected text, and the link is read back at the selection', () => {
    const { state } = run(stateOf('see the source', 9, 15), setLink('https://example.com/a'));
    expect(linksOf(state)).toEqual([{ text: 'source', href: 'https://example.com/a' }]);
    expect(linkHrefAt(state)).toBe('https://example.com/a');
  });

  it('inserts the address as text when nothing is selected', () => {
    const { state } = run(stateOf('see ', 5, 5), setLink('mailto:ed@example.com'));
    expect(state.doc.textContent).toBe('see mailto:ed@example.com');
    expect(linksOf(state)).toEqual([
      { text: 'mailto:ed@example.com', href: 'mailto:ed@example.com' },
    ]);
  });

  it('refuses a target whose protocol a chapter may not hold', () => {
    const before = stateOf('click', 1, 6);
    const result = run(before, setLink('javascript:alert(1)'));
    expect(result.ok).toBe(false);
    expect(linksOf(result.state)).toEqual([]);
  });

  it('removes links from the selection', () => {
    const linked = run(stateOf('source', 1, 7), setLink('https://example.com')).state;
    const { state } = run(linked, setLink(null));
    expect(linksOf(state)).toEqual([]);
    expect(linkHrefAt(state)).toBeNull();
  });
});
