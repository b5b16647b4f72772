import { EditorState, TextSelection, type Command } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { html, run, stateFrom } from '../../test/editor-harness.ts';
import { schema } from '../schema.ts';
import { activeState } from './active-state.ts';
import { setTextAlign, toggleHeading, toggleList, toggleMarkCommand } from './commands.ts';

function stateOf(text: string) {
  const doc = schema.node('doc', null, [schema.node('paragraph', null, [schema.text(text)])]);
  const state = EditorState.create({ doc });
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, 1, 1 + text.length)));
}

function apply(state: EditorState, command: Command) {
  return run(state, command).state;
}

describe('toolbar commands and their active state', () => {
  it('toggles bold, italic, underline and highlight on the selection', () => {
    let state = stateOf('hello');
    for (const mark of ['bold', 'italic', 'underline', 'highlight'] as const) {
      state = apply(state, toggleMarkCommand(mark));
      expect(activeState(state)[mark]).toBe(true);
    }
    state = apply(state, toggleMarkCommand('bold'));
    expect(activeState(state).bold).toBe(false);
  });

  it('makes a heading of levels 1 to 3 and turns it back into a paragraph', () => {
    let state = apply(stateOf('title'), toggleHeading(2));
    expect(activeState(state).heading).toBe(2);
    state = apply(state, toggleHeading(2));
    expect(activeState(state).heading).toBeNull();
  });

  it('aligns the block and reports the alignment', () => {
    const state = apply(stateOf('x'), setTextAlign('center'));
    expect(activeState(state).align).toBe('center');
    expect(state.doc.firstChild!.attrs.textAlign).toBe('center');
  });

  it('wraps in a bullet list, switches to ordered, and lifts out again', () => {
    let state = apply(stateOf('item'), toggleList('bullet_list'));
    expect(activeState(state)).toMatchObject({ bulletList: true, orderedList: false });
    state = apply(state, toggleList('ordered_list'));
    expect(activeState(state)).toMatchObject({ bulletList: false, orderedList: true });
    state = apply(state, toggleList('ordered_list'));
    expect(activeState(state)).toMatchObject({ bulletList: false, orderedList: false });
  });
});

describe('toolbar commands across blocks', () => {
  it('aligns every paragraph and heading the selection touches, and back to left', () => {
    const centred = runOn(
      '<p>o[ne</p><h2>two</h2><p>thr]ee</p><p>four</p>',
      setTextAlign('center'),
    );
    expect(html(centred)).toBe(
      '<p style="text-align: center">one</p><h2 style="text-align: center">two</h2><p style="text-align: center">three</p><p>four</p>',
    );
    expect(html(run(centred, setTextAlign('left')).state)).toBe(
      '<p>one</p><h2>two</h2><p>three</p><p>four</p>',
    );
  });

  it('refuses an alignment the blocks already have', () => {
    expect(run(stateFrom('<p>a|</p>'), setTextAlign('left')).ok).toBe(false);
  });

  it('keeps the alignment when a block becomes a heading and back', () => {
    const heading = runOn('<p style="text-align: right">ti|tle</p>', toggleHeading(1));
    expect(html(heading)).toBe('<h1 style="text-align: right">title</h1>');
    expect(html(run(heading, toggleHeading(1)).state)).toBe(
      '<p style="text-align: right">title</p>',
    );
  });

  it('wraps several paragraphs into one list', () => {
    expect(html(runOn('<p>o[ne</p><p>tw]o</p>', toggleList('ordered_list')))).toBe(
      '<ol><li><p>one</p></li><li><p>two</p></li></ol>',
    );
  });
});

function runOn(source: string, command: Command): EditorState {
  return run(stateFrom(source), command).state;
}
