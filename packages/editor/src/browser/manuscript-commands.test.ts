import { GapCursor } from 'prosemirror-gapcursor';
import { NodeSelection, TextSelection } from 'prosemirror-state';
import type { DecorationSet } from 'prosemirror-view';
import { describe, expect, it } from 'vitest';
import { html, press, run, stateFrom, type } from '../../test/editor-harness.ts';
import { schema } from '../schema.ts';
import { activeState } from './active-state.ts';
import {
  insertFootnote,
  insertSceneBreak,
  toggleBlockquote,
  toggleMarkCommand,
} from './commands.ts';
import { footnoteNumbers } from './footnote-numbers.ts';

describe('block quotes', () => {
  it('the toolbar command sets the paragraph off as a quote and takes it out again', () => {
    let state = run(stateFrom('<p>Quoted |words.</p>'), toggleBlockquote).state;
    expect(html(state)).toBe('<blockquote><p>Quoted words.</p></blockquote>');
    expect(activeState(state).blockquote).toBe(true);
    state = run(state, toggleBlockquote).state;
    expect(html(state)).toBe('<p>Quoted words.</p>');
    expect(activeState(state).blockquote).toBe(false);
  });

  it('"> " at the start of a paragraph makes a block quote', () => {
    expect(html(type(stateFrom('<p>|</p>'), '> Quoted'))).toBe(
      '<blockquote><p>Quoted</p></blockquote>',
    );
  });
});

describe('superscript and subscript', () => {
  it('the commands set each, one excluding the other, and the toolbar sees them', () => {
    let state = run(stateFrom('<p>x[2]</p>'), toggleMarkCommand('superscript')).state;
    expect(html(state)).toBe('<p>x<sup>2</sup></p>');
    expect(activeState(state).superscript).toBe(true);
    state = run(state, toggleMarkCommand('subscript')).state;
    expect(html(state)).toBe('<p>x<sub>2</sub></p>');
    expect(activeState(state)).toMatchObject({ subscript: true, superscript: false });
  });

  it('^text^ and ~text~ typed become superscript and subscript', () => {
    expect(html(type(stateFrom('<p>|</p>'), 'the 21^st^ and H~2~O'))).toBe(
      '<p>the 21<sup>st</sup> and H<sub>2</sub>O</p>',
    );
  });
});

describe('scene breaks', () => {
  it('splits the paragraph at the caret and leaves the caret after the break', () => {
    const state = run(stateFrom('<p>End of one.|Start of two.</p>'), insertSceneBreak).state;
    expect(html(state)).toBe('<p>End of one.</p><hr class="scene-break"><p>Start of two.</p>');
    expect(state.selection.$from.parent.textContent).toBe('Start of two.');
  });

  it('at the end of the chapter adds a paragraph to type in', () => {
    const state = run(stateFrom('<p>Last words.|</p>'), insertSceneBreak).state;
    expect(html(state)).toBe('<p>Last words.</p><hr class="scene-break"><p></p>');
    expect(state.selection.$from.parent.type).toBe(schema.nodes.paragraph);
  });

  it('"***" or "---" alone in a paragraph becomes a scene break', () => {
    expect(html(type(stateFrom('<p>One.</p><p>|</p>'), '***Two.'))).toBe(
      '<p>One.</p><hr class="scene-break"><p>Two.</p>',
    );
    expect(html(type(stateFrom('<p>|</p>'), '---'))).toBe('<hr class="scene-break"><p></p>');
    expect(html(type(stateFrom('<p>a|</p>'), '***'))).toBe('<p>a***</p>');
  });

  it('is refused inside a list or a block quote', () => {
    expect(run(stateFrom('<ul><li><p>it|em</p></li></ul>'), insertSceneBreak).ok).toBe(false);
    expect(run(stateFrom('<blockquote><p>q|</p></blockquote>'), insertSceneBreak).ok).toBe(false);
  });
});

describe('footnotes', () => {
  it('the command inserts an empty note after the selection and selects it for typing', () => {
    const { state, ok } = run(stateFrom('<p>A [claim].</p>'), insertFootnote);
    expect(ok).toBe(true);
    expect(html(state)).toBe('<p>A claim<span data-footnote=""></span>.</p>');
    expect(state.selection).toBeInstanceOf(NodeSelection);
    expect((state.selection as NodeSelection).node.type).toBe(schema.nodes.footnote);
  });

  it('^[text] typed becomes a footnote holding the text', () => {
    expect(html(type(stateFrom('<p>A claim.|</p>'), '^[Smith, 2020.]'))).toBe(
      '<p>A claim.<span data-footnote="">Smith, 2020.</span></p>',
    );
  });

  it('are numbered in document order, and renumbered when text moves', () => {
    let state = stateFrom(
      '<p>One.<span data-footnote="">first</span></p><p>Two.<span data-footnote="">second</span></p>',
    );
    const texts = () =>
      footnoteNumbers(state.doc).map(({ pos, number }) => [
        number,
        state.doc.nodeAt(pos)!.textContent,
      ]);
    expect(texts()).toEqual([
      [1, 'first'],
      [2, 'second'],
    ]);
    // Cut the first paragraph and paste it after the second: its note goes with it.
    const first = state.doc.firstChild!;
    const tr = state.tr.delete(0, first.nodeSize);
    tr.insert(tr.doc.content.size, first);
    state = state.apply(tr);
    expect(texts()).toEqual([
      [1, 'second'],
      [2, 'first'],
    ]);
    expect(html(state)).toBe(
      '<p>Two.<span data-footnote="">second</span></p><p>One.<span data-footnote="">first</span></p>',
    );
  });

  it('keep the editor’s footnote numbers right while typing elsewhere', () => {
    let state = stateFrom('<p>Intro|</p><p>One.<span data-footnote="">first</span></p>');
    state = type(state, ' more words');
    const plugin = state.plugins.find((p) =>
      (p as unknown as { key: string }).key.startsWith('footnote-numbers'),
    );
    const set = plugin!.getState(state) as DecorationSet;
    const [decoration] = set.find();
    expect(state.doc.nodeAt(decoration!.from)!.type).toBe(schema.nodes.footnote);
    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 1)));
    expect(footnoteNumbers(state.doc)).toHaveLength(1);
  });
});

describe('manuscript keys', () => {
  it.each([
    ['Mod-.', '<p>x<sup>2</sup></p>'],
    ['Mod-,', '<p>x<sub>2</sub></p>'],
  ])('%s toggles its mark', (combo, expected) => {
    expect(html(press(stateFrom('<p>x[2]</p>'), combo))).toBe(expected);
  });

  it('Mod-Shift-. quotes the paragraph, Mod-Alt-F adds a note, Mod-Alt-Enter a scene break', () => {
    expect(html(press(stateFrom('<p>wo|rds</p>'), 'Mod-Shift-.'))).toBe(
      '<blockquote><p>words</p></blockquote>',
    );
    expect(html(press(stateFrom('<p>claim|</p>'), 'Mod-Alt-f'))).toBe(
      '<p>claim<span data-footnote=""></span></p>',
    );
    expect(html(press(stateFrom('<p>one|two</p>'), 'Mod-Alt-Enter'))).toBe(
      '<p>one</p><hr class="scene-break"><p>two</p>',
    );
  });

  it('Mod-End in a chapter that ends with a scene break puts the caret after it, not on it', () => {
    const state = press(stateFrom('<p>|text</p><hr class="scene-break">'), 'Mod-End');
    expect(state.selection).toBeInstanceOf(GapCursor);
    expect(state.selection.from).toBe(state.doc.content.size);
  });
});
