import { EditorState, TextSelection, type Command } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema.ts';
import { activeState } from './active-state.ts';
import { setTextAlign, toggleHeading, toggleList, toggleMarkCommand } from './commands.ts';

function stateOf(text: string) {
  const doc = schema.node('doc', null, [schema.node('paragraph', null, [schema.text(text)])]);
  const state = EditorState.create({ doc });
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, 1, 1 + text.length)));
}

function run(state: EditorState, command: Command) {
  let next = state;
  command(state, (tr) => {
    next = state.apply(tr);
  });
  return next;
}

describe('toolbar commands and their active state', () => {
  it('toggles bold, italic, underline and highlight on the selection', () => {
    let state = stateOf('hello');
    for (const mark of ['bold', 'italic', 'underline', 'highlight'] as const) {
      state = run(state, toggleMarkCommand(mark));
      expect(activeState(state)[mark]).toBe(true);
    }
    state = run(state, toggleMarkCommand('bold'));
    expect(activeState(state).bold).toBe(false);
  });

  it('makes a heading of levels 1 to 3 and turns it back into a paragraph', () => {
    let state = run(stateOf('title'), toggleHeading(2));
    expect(activeState(state).heading).toBe(2);
    state = run(state, toggleHeading(2));
    expect(activeState(state).heading).toBeNull();
  });

  it('aligns the block and reports the alignment', () => {
    const state = run(stateOf('x'), setTextAlign('center'));
    expect(activeState(state).align).toBe('center');
    expect(state.doc.firstChild!.attrs.textAlign).toBe('center');
  });

  it('wraps in a bullet list, switches to ordered, and lifts out again', () => {
    let state = run(stateOf('item'), toggleList('bullet_list'));
    expect(activeState(state)).toMatchObject({ bulletList: true, orderedList: false });
    state = run(state, toggleList('ordered_list'));
    expect(activeState(state)).toMatchObject({ bulletList: false, orderedList: true });
    state = run(state, toggleList('ordered_list'));
    expect(activeState(state)).toMatchObject({ bulletList: false, orderedList: false });
  });
});
