import { countWords } from '@receipts/domain';
import {
  docText,
  parseChapterHtml,
  serializeChapterHtml,
  TextSelection,
  undo,
} from '@receipts/editor/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { ChapterEditorView } from './chapter-editor-view.ts';

const html =
  '<h2>Part one</h2><p>Some <strong>bold</strong> words and <a href="https://example.org/">a link</a>.</p>' +
  '<ul><li><p>first item</p></li><li><p>second</p></li></ul><p style="text-align: center">centred line</p>';

let mounted: ChapterEditorView | null = null;
afterEach(() => {
  mounted?.destroy();
  mounted = null;
});

describe('ChapterEditorView.serialize', () => {
  it('gives the same HTML and word count as serialising the whole document, before and after an edit', () => {
    const edits: number[] = [];
    mounted = new ChapterEditorView(document.createElement('div'), { content: html });
    mounted.subscribeEdits(() => edits.push(1));
    const whole = () => {
      const doc = mounted!.view.state.doc;
      return { html: serializeChapterHtml(doc), wordCount: countWords(docText(doc)) };
    };
    expect(mounted.serialize()).toEqual(whole());
    expect(mounted.serialize()).toEqual({
      html: serializeChapterHtml(parseChapterHtml(html)),
      wordCount: 13,
    });

    const { view } = mounted;
    view.dispatch(
      view.state.tr.insertText(
        ' more text',
        view.state.doc.child(1).nodeSize + view.state.doc.child(0).nodeSize - 1,
      ),
    );
    expect(edits).toHaveLength(1);
    expect(mounted.serialize()).toEqual(whole());
    expect(mounted.serialize().wordCount).toBe(15);
  });

  it('remembers an edit that came before anybody listened, and not the server text', () => {
    mounted = new ChapterEditorView(document.createElement('div'), { content: html });
    mounted.load('<p>other</p>');
    expect(mounted.edited).toBe(false);
    const { view } = mounted;
    view.dispatch(view.state.tr.insertText('x', 1));
    expect(mounted.edited).toBe(true);
  });

  it('loading server text is not an edit', () => {
    const edits: number[] = [];
    mounted = new ChapterEditorView(document.createElement('div'), { content: html });
    mounted.subscribeEdits(() => edits.push(1));
    mounted.load('<p>other</p>');
    expect(edits).toHaveLength(0);
    expect(mounted.serialize()).toEqual({ html: '<p>other</p>', wordCount: 1 });
  });
});

describe('ChapterEditorView live word count', () => {
  it('follows every edit, as the whole document would count it', () => {
    mounted = new ChapterEditorView(document.createElement('div'), { content: html });
    const heard: number[] = [];
    mounted.subscribeWords(() => heard.push(mounted!.getWordCount()));
    const { view } = mounted;
    const whole = () => countWords(docText(view.state.doc));
    expect(mounted.getWordCount()).toBe(13);

    view.dispatch(view.state.tr.insertText(' two more', 10)); // inside the heading
    expect(mounted.getWordCount()).toBe(whole());
    // Split a paragraph (a block becomes two), then join by deleting across blocks.
    view.dispatch(view.state.tr.split(15));
    expect(mounted.getWordCount()).toBe(whole());
    view.dispatch(view.state.tr.delete(5, 30));
    expect(mounted.getWordCount()).toBe(whole());
    view.dispatch(view.state.tr.delete(0, view.state.doc.content.size));
    expect(mounted.getWordCount()).toBe(0);
    expect(heard.at(-1)).toBe(0);
    mounted.load(html);
    expect(mounted.getWordCount()).toBe(13);
  });
});

describe('ChapterEditorView.replaceUndoably (Format with AI)', () => {
  const typeAt = (view: ChapterEditorView['view'], text: string) => {
    for (const char of text) view.dispatch(view.state.tr.insertText(char));
  };

  it('keeps the caret after the words typed just before, and undo steps back over the rewrite alone', () => {
    const edits: number[] = [];
    mounted = new ChapterEditorView(document.createElement('div'), {
      content: '<p>One -- first.</p><p></p><p>Two.</p><p></p><p>Three.</p>',
    });
    mounted.subscribeEdits(() => edits.push(1));
    const { view } = mounted;
    const endOfTwo = view.state.doc.child(0).nodeSize + view.state.doc.child(1).nodeSize + 5;
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, endOfTwo)));
    typeAt(view, ' MARKER');
    const typed = edits.length;
    mounted.replaceUndoably('<p>One \u2014 first.</p><p>Two. MARKER</p><p>Three.</p>');
    expect(edits).toHaveLength(typed);
    typeAt(view, ' More.');
    expect(serializeChapterHtml(view.state.doc)).toBe(
      '<p>One \u2014 first.</p><p>Two. MARKER More.</p><p>Three.</p>',
    );
    undo(view.state, view.dispatch);
    expect(serializeChapterHtml(view.state.doc)).toBe(
      '<p>One \u2014 first.</p><p>Two. MARKER</p><p>Three.</p>',
    );
    undo(view.state, view.dispatch);
    expect(serializeChapterHtml(view.state.doc)).toBe(
      '<p>One -- first.</p><p></p><p>Two. MARKER</p><p></p><p>Three.</p>',
    );
  });
});

describe('ChapterEditorView session and selection words', () => {
  it('counts the writer’s net words since opening, leaving the server’s texts out', () => {
    mounted = new ChapterEditorView(document.createElement('div'), {
      content: '<p>one two three</p>',
    });
    const { view } = mounted;
    expect(mounted.getSessionWords()).toBe(0);
    view.dispatch(view.state.tr.insertText(' four five', view.state.doc.child(0).nodeSize - 1));
    expect(mounted.getSessionWords()).toBe(2);
    mounted.replaceUndoably('<p>one two three four five six seven eight</p>');
    expect(mounted.getSessionWords()).toBe(2);
    mounted.load('<p>a fresh server text of seven words</p>');
    expect(mounted.getSessionWords()).toBe(2);
    view.dispatch(view.state.tr.delete(1, 3)); // "a " goes
    expect(mounted.getSessionWords()).toBe(1);
  });

  it('counts the selected words, and none once the selection is empty', () => {
    mounted = new ChapterEditorView(document.createElement('div'), {
      content: '<p>alpha beta gamma</p><p>delta epsilon</p>',
    });
    const { view } = mounted;
    const doc = view.state.doc;
    view.dispatch(view.state.tr.setSelection(TextSelection.create(doc, 7, doc.content.size - 9)));
    expect(mounted.getSelectionWords()).toBe(3); // "beta gamma" and "delta"
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 3)));
    expect(mounted.getSelectionWords()).toBe(0);
  });
});

describe('ChapterEditorView and React', () => {
  it('keeps its root editable for the browser while React’s commits do not take it for an editing host to walk', () => {
    mounted = new ChapterEditorView(document.createElement('div'), { content: html });
    const root = mounted.view.dom;
    expect(root.getAttribute('contenteditable')).toBe('true');
    // react-dom walks every node of the focused element at each commit when this reads "true".
    expect(root.contentEditable).toBe('inherit');
  });
});
