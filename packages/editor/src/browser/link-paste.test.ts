import { Slice } from 'prosemirror-model';
import type { EditorState, Transaction } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { describe, expect, it } from 'vitest';
import { html, stateFrom } from '../../test/editor-harness.ts';
import { docToHtml, htmlToDoc } from '../html/html-codec.ts';
import { linkPastePlugin } from './link-paste.ts';
import { linkifySlice } from './linkify.ts';

const rel = 'rel="noopener noreferrer nofollow"';

/** Runs the plugin's handlePaste with a stand-in view and a clipboard holding `plain` (and `html`). */
function paste(
  state: EditorState,
  plain: string,
  htmlData = '',
): { handled: boolean; state: EditorState } {
  let current = state;
  const view = {
    state,
    dispatch(tr: Transaction) {
      current = current.apply(tr);
    },
  } as unknown as EditorView;
  const event = {
    clipboardData: {
      getData: (type: string) =>
        type === 'text/plain' ? plain : type === 'text/html' ? htmlData : '',
    },
  } as unknown as ClipboardEvent;
  const plugin = linkPastePlugin();
  const handled = plugin.props.handlePaste!.call(plugin, view, event, Slice.empty) === true;
  return { handled, state: current };
}

describe('pasting links', () => {
  it('links the selection when a bare URL is pasted over it', () => {
    const result = paste(stateFrom('<p>read [this] now</p>'), 'https://example.com/a');
    expect(result.handled).toBe(true);
    expect(html(result.state)).toBe(
      `<p>read <a href="https://example.com/a" ${rel}>this</a> now</p>`,
    );
  });

  it('inserts a bare URL as a link where there is no selection', () => {
    const result = paste(stateFrom('<p>see |</p>'), '  www.example.com ');
    expect(html(result.state)).toBe(
      `<p>see <a href="https://www.example.com" ${rel}>www.example.com</a></p>`,
    );
  });

  it('leaves other protocols, sentences and HTML clipboards to the default paste', () => {
    expect(paste(stateFrom('<p>[x]</p>'), 'javascript:alert(1)').handled).toBe(false);
    expect(paste(stateFrom('<p>[x]</p>'), 'see https://example.com').handled).toBe(false);
    expect(
      paste(stateFrom('<p>[x]</p>'), 'https://example.com', '<a href="https://example.com">x</a>')
        .handled,
    ).toBe(false);
  });

  it('links the URLs inside pasted text and leaves existing links alone', () => {
    const doc = htmlToDoc(
      '<p>Source: https://example.com/a, and <a href="https://b.example">https://c.example</a></p>',
    );
    const slice = linkifySlice(new Slice(doc.content, 0, 0));
    expect(docToHtml(doc.type.create(null, slice.content))).toBe(
      `<p>Source: <a href="https://example.com/a" ${rel}>https://example.com/a</a>, and <a href="https://b.example" ${rel}>https://c.example</a></p>`,
    );
  });

  it('returns the same slice when there is nothing to link', () => {
    const slice = new Slice(htmlToDoc('<p>no links <strong>here</strong></p>').content, 0, 0);
    expect(linkifySlice(slice)).toBe(slice);
  });
});
