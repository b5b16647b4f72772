import { EDITOR_HISTORY_GROUP_DELAY_MS, EDITOR_UNDO_DEPTH } from '@receipts/domain';
import { undoDepth } from 'prosemirror-history';
import { describe, expect, it } from 'vitest';
import { html, press, stateFrom, type } from '../../test/editor-harness.ts';

describe('keymap', () => {
  it.each([
    ['Mod-b', '<p><strong>word</strong></p>'],
    ['Mod-i', '<p><em>word</em></p>'],
    ['Mod-u', '<p><u>word</u></p>'],
    ['Mod-Shift-h', '<p><mark>word</mark></p>'],
  ])('%s toggles its mark on the selection', (combo, expected) => {
    const on = press(stateFrom('<p>[word]</p>'), combo);
    expect(html(on)).toBe(expected);
    expect(html(press(on, combo))).toBe('<p>word</p>');
  });

  it('Mod-Shift-8 / 7 make lists, Mod-Shift-L / E / R align (Google Docs keys)', () => {
    expect(html(press(stateFrom('<p>it|em</p>'), 'Mod-Shift-8'))).toBe(
      '<ul><li><p>item</p></li></ul>',
    );
    expect(html(press(stateFrom('<p>it|em</p>'), 'Mod-Shift-7'))).toBe(
      '<ol><li><p>item</p></li></ol>',
    );
    expect(html(press(stateFrom('<p>ti|tle</p>'), 'Mod-Shift-e'))).toMatch(/text-align: ?center/u);
  });

  it('Mod-Alt-1..3 make headings', () => {
    expect(html(press(stateFrom('<p>ti|tle</p>'), 'Mod-Alt-2'))).toBe('<h2>title</h2>');
  });

  it('Mod-z undoes, Shift-Mod-z and Mod-y redo', () => {
    const typed = type(stateFrom('<p>|</p>'), 'abc');
    const undone = press(typed, 'Mod-z');
    expect(html(undone)).toBe('<p></p>');
    expect(html(press(undone, 'Shift-Mod-z'))).toBe('<p>abc</p>');
    expect(html(press(undone, 'Mod-y'))).toBe('<p>abc</p>');
  });

  it('Shift-Enter inserts a hard break, Enter splits the paragraph', () => {
    expect(html(press(stateFrom('<p>ab|cd</p>'), 'Shift-Enter'))).toBe('<p>ab<br>cd</p>');
    expect(html(press(stateFrom('<p>ab|cd</p>'), 'Enter'))).toBe('<p>ab</p><p>cd</p>');
  });

  it('Enter in a list item starts a new item, and on an empty item leaves the list', () => {
    const split = press(stateFrom('<ul><li><p>one|</p></li></ul>'), 'Enter');
    expect(html(split)).toBe('<ul><li><p>one</p></li><li><p></p></li></ul>');
    expect(html(press(split, 'Enter'))).toBe('<ul><li><p>one</p></li></ul><p></p>');
  });

  it('Tab nests a list item under the previous one, Shift-Tab lifts it back', () => {
    const nested = press(stateFrom('<ul><li><p>one</p></li><li><p>t|wo</p></li></ul>'), 'Tab');
    expect(html(nested)).toBe('<ul><li><p>one</p><ul><li><p>two</p></li></ul></li></ul>');
    expect(html(press(nested, 'Shift-Tab'))).toBe(
      '<ul><li><p>one</p></li><li><p>two</p></li></ul>',
    );
  });

  it('Mod-Home and Mod-End put the caret at the chapter edges; with Shift they select to there', () => {
    const middle = stateFrom('<p>first</p><p>mid|dle</p><ul><li><p>last</p></li></ul>');
    expect(press(middle, 'Mod-Home').selection.from).toBe(1);
    expect(press(middle, 'Mod-End').selection.from).toBe(middle.doc.content.size - 3);
    const toEnd = press(middle, 'Shift-Mod-End').selection;
    expect(middle.doc.textBetween(toEnd.from, toEnd.to)).toBe('dlelast');
    const toStart = press(middle, 'Shift-Mod-Home').selection;
    expect(middle.doc.textBetween(toStart.from, toStart.to)).toBe('firstmid');
  });

  it('Backspace right after an input rule undoes the rule', () => {
    const heading = type(stateFrom('<p>|</p>'), '## ');
    expect(html(heading)).toBe('<h2></h2>');
    expect(html(press(heading, 'Backspace'))).toBe('<p>## </p>');
  });
});

describe('history', () => {
  // prosemirror-history lets the count run 20 past the depth, then trims back to it in one go.
  it(`keeps ${EDITOR_UNDO_DEPTH} undo steps (trimmed in batches of 20)`, () => {
    let state = stateFrom('<p>|</p>');
    for (let i = 0; i < EDITOR_UNDO_DEPTH * 3; i++) {
      // A new history event per step: each transaction says it must not join the previous one.
      const tr = state.tr
        .insertText('x')
        .setMeta('addToHistory', true)
        .setTime(i * (EDITOR_HISTORY_GROUP_DELAY_MS + 1));
      state = state.apply(tr);
    }
    expect(undoDepth(state)).toBeLessThan(EDITOR_UNDO_DEPTH + 20);
    expect(undoDepth(state)).toBeGreaterThanOrEqual(EDITOR_UNDO_DEPTH);
  });

  it(`groups edits less than ${EDITOR_HISTORY_GROUP_DELAY_MS} ms apart into one undo step`, () => {
    let state = stateFrom('<p>|</p>');
    for (const [i, char] of [...'abc'].entries())
      state = state.apply(state.tr.insertText(char).setTime(1000 + i * 100));
    state = state.apply(state.tr.insertText('d').setTime(1200 + EDITOR_HISTORY_GROUP_DELAY_MS + 1));
    expect(undoDepth(state)).toBe(2);
    expect(html(press(state, 'Mod-z'))).toBe('<p>abc</p>');
  });
});
