import { Plugin, TextSelection, type Selection } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';

/*
 * Typed characters applied as transactions instead of by the browser. ProseMirror normally lets
 * the browser insert a typed character into the DOM and reads it back; in Chromium the native
 * insertion (TypingCommand::InsertText) costs time in proportion to the size of the editable
 * element, tens of milliseconds per keystroke in a 100,000-word chapter. Inserting through a
 * transaction and preventing the native insertion takes the same path ProseMirror already uses
 * for non-text selections, input rules included (handleTextInput). Composition (IME, dead keys,
 * Android keyboards) never reaches here: those send no plain keypress, or are composing.
 * When the caret was just moved natively (arrow keys, Home/End, a click) and ProseMirror has not
 * read that move yet, its selection is stale: then the browser inserts the character as usual.
 */

/** True when the DOM selection is where the editor state thinks it is. */
function domSelectionMatches(view: EditorView, selection: Selection): boolean {
  const dom = (view.root as Document).getSelection?.();
  if (!dom?.anchorNode || !dom.focusNode) return false;
  try {
    return (
      view.posAtDOM(dom.anchorNode, dom.anchorOffset) === selection.anchor &&
      view.posAtDOM(dom.focusNode, dom.focusOffset) === selection.head
    );
  } catch {
    return false;
  }
}

export function directTextInputPlugin(): Plugin {
  return new Plugin({
    props: {
      handleKeyPress(view, event) {
        if (view.composing || event.isComposing || !event.charCode) return false;
        if (event.ctrlKey || event.metaKey) return false;
        const text = String.fromCharCode(event.charCode);
        if (/[\r\n]/.test(text)) return false;
        const { selection } = view.state;
        if (!(selection instanceof TextSelection) || !selection.$from.sameParent(selection.$to))
          return false;
        if (!domSelectionMatches(view, selection)) return false;
        const insert = () => view.state.tr.insertText(text).scrollIntoView();
        const handled = view.someProp('handleTextInput', (handler) =>
          handler(view, selection.from, selection.to, text, insert),
        );
        if (!handled) view.dispatch(insert());
        return true;
      },
    },
  });
}
