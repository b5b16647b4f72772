import type { Node as PMNode } from 'prosemirror-model';
import {
  EditorState,
  TextSelection,
  type Command,
  type Plugin,
  type Transaction,
} from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { htmlToDoc } from '../src/html/html-codec.ts';
import { docToHtml } from '../src/html/html-codec.ts';
import { chapterPlugins } from '../src/browser/chapter-plugins.ts';
import { schema } from '../src/schema.ts';

/*
 * Editor states for tests without a browser. `<p>ab|c</p>` puts the cursor at `|`;
 * `<p>a[bc]d</p>` selects `bc`. Text input goes through the plugins' handleTextInput the way the
 * view calls it, with a stand-in for the view that holds a state and applies dispatched
 * transactions.
 */

const CURSOR = '|';

export function stateFrom(
  html: string,
  plugins: readonly Plugin[] = chapterPlugins(),
): EditorState {
  const markers = html.replace(/[[\]|]/g, (marker) => `\uE000${marker}\uE001`);
  const doc = htmlToDoc(markers);
  const positions: Record<string, number> = {};
  let clean: PMNode = doc;
  // Find each marker in document order and remove it, remembering where it was.
  for (const marker of ['[', ']', CURSOR]) {
    const token = `\uE000${marker}\uE001`;
    let found = -1;
    clean.descendants((node, pos) => {
      if (found >= 0 || !node.isText) return found < 0;
      const index = node.text!.indexOf(token);
      if (index >= 0) found = pos + index;
      return false;
    });
    if (found >= 0) {
      clean = clean.replace(found, found + token.length, clean.slice(found, found));
      for (const key of Object.keys(positions))
        if (positions[key]! > found) positions[key]! -= token.length;
      positions[marker] = found;
    }
  }
  const state = EditorState.create({ doc: clean, plugins });
  const anchor = positions['['] ?? positions[CURSOR];
  const head = positions[']'] ?? anchor;
  if (anchor === undefined) return state;
  return state.apply(state.tr.setSelection(TextSelection.create(clean, anchor, head)));
}

export function html(state: EditorState): string {
  return docToHtml(state.doc);
}

export function run(state: EditorState, command: Command): { ok: boolean; state: EditorState } {
  let next = state;
  const ok = command(state, (tr: Transaction) => {
    next = state.apply(tr);
  });
  return { ok, state: next };
}

/** Types text one character at a time, as the view does: input rules first, else plain insertion. */
export function type(state: EditorState, text: string): EditorState {
  let current = state;
  const view = {
    get state() {
      return current;
    },
    composing: false,
    dispatch(tr: Transaction) {
      current = current.apply(tr);
    },
  } as unknown as EditorView;
  for (const char of text) {
    const { from, to } = current.selection;
    const handled = current.plugins.some((plugin) =>
      plugin.props.handleTextInput?.call(plugin, view, from, to, char, () =>
        current.tr.insertText(char, from, to),
      ),
    );
    if (!handled) current = current.apply(current.tr.insertText(char, from, to));
  }
  return current;
}

/** Presses a key the way the view reports it: the first plugin whose handleKeyDown takes it wins. (Mod is Ctrl off macOS.) */
export function press(state: EditorState, combo: string): EditorState {
  const parts = combo.split('-');
  const key = parts.pop()!;
  let current = state;
  const view = {
    get state() {
      return current;
    },
    dispatch(tr: Transaction) {
      current = current.apply(tr);
    },
  } as unknown as EditorView;
  const event = {
    key,
    keyCode: 0,
    ctrlKey: parts.includes('Mod') || parts.includes('Ctrl'),
    shiftKey: parts.includes('Shift'),
    altKey: parts.includes('Alt'),
    metaKey: false,
  } as unknown as KeyboardEvent;
  state.plugins.some((plugin) => plugin.props.handleKeyDown?.call(plugin, view, event));
  return current;
}

export { schema };
