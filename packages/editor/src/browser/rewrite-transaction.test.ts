import fc from 'fast-check';
import { undo } from 'prosemirror-history';
import type { EditorState } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { html, run, stateFrom } from '../../test/editor-harness.ts';
import { formatChapterDoc } from '../format/format-chapter.ts';
import { htmlToDoc } from '../html/html-codec.ts';
import { rewriteTransaction } from './rewrite-transaction.ts';

/** Types `text` at the cursor, as the view does: one transaction per character. */
function type(state: EditorState, text: string): EditorState {
  for (const char of text) state = state.apply(state.tr.insertText(char));
  return state;
}

/** The chapter formatted by the offline engine, put into the editor as Format with AI does. */
function format(state: EditorState): EditorState {
  return state.apply(rewriteTransaction(state, formatChapterDoc(state.doc).doc));
}

/** The document with `|` where the cursor is. */
function withCursor(state: EditorState): string {
  const { from } = state.selection;
  return html(state.apply(state.tr.insertText('|', from)));
}

describe('rewriteTransaction: a rewrite of the chapter merged into the editor', () => {
  it('keeps the words typed just before, and the caret after them, in a chapter with empty paragraphs', () => {
    let state = stateFrom(
      '<p>One -- first.</p><p></p><p>Two.|</p><p></p><p></p><p>Three "ends".</p><p></p>',
    );
    state = format(type(state, ' MARKER'));
    expect(withCursor(state)).toBe(
      '<p>One \u2014 first.</p><p>Two. MARKER|</p><p>Three \u201cends\u201d.</p>',
    );
    state = type(state, ' More.');
    expect(html(state)).toBe(
      '<p>One \u2014 first.</p><p>Two. MARKER More.</p><p>Three \u201cends\u201d.</p>',
    );
  });

  it('leaves a caret in a paragraph the rewrite did not change where it was, and one in a changed paragraph in it', () => {
    let state = stateFrom('<p>"Quoted" -- here.</p><p>Plain wo|rds.</p><p>After -- this.</p>');
    expect(withCursor(format(state))).toBe(
      '<p>\u201cQuoted\u201d \u2014 here.</p><p>Plain wo|rds.</p><p>After \u2014 this.</p>',
    );
    state = stateFrom('<p>"Quoted" and|  spaced -- dashed...</p><p>Next.</p>');
    expect(withCursor(format(state))).toMatch(/^<p>[^<]*\|[^<]*<\/p><p>Next\.<\/p>$/);
  });

  it('is its own undo step: undo brings back the text as it was asked for, the last words typed included', () => {
    const before = '<p>One -- first.</p><p></p><p>Two. MARKER</p><p></p>';
    let state = stateFrom('<p>One -- first.</p><p></p><p>Two.|</p><p></p>');
    state = format(type(state, ' MARKER'));
    expect(html(state)).toBe('<p>One \u2014 first.</p><p>Two. MARKER</p>');
    state = run(state, undo).state;
    expect(html(state)).toBe(before);
    expect(withCursor(state)).toBe('<p>One -- first.</p><p></p><p>Two. MARKER|</p><p></p>');
  });

  it('changes heading levels and cleans lists in place', () => {
    let state = stateFrom(
      '<h1>Title</h1><h3>Skipped|</h3><ul><li><p>- dash</p></li><li><p></p></li><li><p>kept</p></li></ul>',
    );
    state = format(state);
    expect(withCursor(state)).toBe(
      '<h1>Title</h1><h2>Skipped|</h2><ul><li><p>dash</p></li><li><p>kept</p></li></ul>',
    );
  });

  it('always ends at exactly the rewritten document, whatever the two documents are', () => {
    const block = fc.oneof(
      fc.constantFrom('<p></p>', '<p> </p>', '<h2>Head</h2>', '<ul><li><p>item</p></li></ul>'),
      fc.stringMatching(/^[a-c "-]{0,8}$/).map((text) => `<p>${text}</p>`),
    );
    const chapter = fc
      .array(block, { minLength: 1, maxLength: 8 })
      .map((blocks) => blocks.join(''));
    fc.assert(
      fc.property(chapter, chapter, (a, b) => {
        const state = stateFrom(a);
        const target = htmlToDoc(b);
        expect(state.apply(rewriteTransaction(state, target)).doc.eq(target)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
