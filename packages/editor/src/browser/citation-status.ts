import { distinctWorks, findInTextCitations, type InTextCitation } from '@receipts/domain';
import type { Node as PMNode } from 'prosemirror-model';
import { Plugin, PluginKey, type EditorState, type Transaction } from 'prosemirror-state';
import { Decoration, DecorationSet, type EditorView } from 'prosemirror-view';
import { inlineText } from '../text/doc-text.ts';

/** The class of an in-text citation carrying its status; `data-citation-status` names which. */
export const CITATION_STATUS_CLASS = 'citation-status';

/** One in-text citation of the document: the authors-and-year span and the work it cites. */
export interface CitationRange {
  from: number;
  to: number;
  workKey: string;
}

/** What the editor shows for one cited work: its citation row, status and accessible label. */
export interface CitationStatusOf {
  id: number;
  status: string;
  label: string;
}

/**
 * Where the document's in-text citations stand, found once per call (never per keystroke): each
 * text block is read with the citation grammar, and the works are keyed as the server keys them.
 */
export function citationRanges(doc: PMNode): CitationRange[] {
  const found: { citation: InTextCitation; start: number }[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    for (const citation of findInTextCitations(inlineText(node))) {
      found.push({ citation, start: pos + 1 });
    }
    return false;
  });
  const startOf = new Map(found.map(({ citation, start }) => [citation, start]));
  return distinctWorks(found.map(({ citation }) => citation)).flatMap((work) =>
    work.citations.map((citation) => {
      const start = startOf.get(citation) ?? 0;
      return {
        from: start + citation.authorsStart,
        to: start + citation.yearStart + citation.year.length,
        workKey: work.key,
      };
    }),
  );
}

const citationStatusKey = new PluginKey<DecorationSet>('citation-status');

/** The class of the hidden words that say a citation's status to a screen reader. */
export const CITATION_STATUS_LABEL_CLASS = 'citation-status-label';

function statusLabel(label: string): HTMLElement {
  const element = document.createElement('span');
  element.className = CITATION_STATUS_LABEL_CLASS;
  element.textContent = ` (${label})`;
  return element;
}

/**
 * The decorations of the citations whose work has a status; the others stay plain. Each citation
 * gets its underline and, after it, its status in words (hidden from sight, read by screen readers).
 */
export function citationDecorations(
  doc: PMNode,
  statusOf: ReadonlyMap<string, CitationStatusOf>,
): DecorationSet {
  // No status to show: the document need not be read (a long chapter takes a while to read).
  if (statusOf.size === 0) return DecorationSet.empty;
  const decorations = citationRanges(doc).flatMap(({ from, to, workKey }) => {
    const status = statusOf.get(workKey);
    if (!status || from >= to) return [];
    return [
      Decoration.inline(
        from,
        to,
        {
          class: CITATION_STATUS_CLASS,
          'data-citation-status': status.status,
          'data-citation-id': String(status.id),
          title: status.label,
        },
        { citationId: status.id },
      ),
      Decoration.widget(to, () => statusLabel(status.label), {
        side: 1,
        ignoreSelection: true,
        key: `${status.status}:${status.label}`,
      }),
    ];
  });
  return DecorationSet.create(doc, decorations);
}

/** Puts new statuses into the editor (a transaction of its own, not an edit of the text). */
export function setCitationStatuses(
  state: EditorState,
  statusOf: ReadonlyMap<string, CitationStatusOf>,
): Transaction {
  return state.tr
    .setMeta(citationStatusKey, citationDecorations(state.doc, statusOf))
    .setMeta('addToHistory', false);
}

/** The citation row id of a status underline the event started on, if any. */
function citationAt(target: EventTarget | null): { id: number; element: HTMLElement } | null {
  const element = (target as HTMLElement | null)?.closest?.(`.${CITATION_STATUS_CLASS}`);
  const id = Number(element?.getAttribute('data-citation-id'));
  return element instanceof HTMLElement && id > 0 ? { id, element } : null;
}

/**
 * Where the caret is: read from the page's selection, because the browser may deliver a key
 * before its `selectionchange` has told ProseMirror of the arrow keys just pressed.
 */
function caretPosition(view: EditorView): number {
  const selection = (view.root as Document).getSelection?.();
  const node = selection?.focusNode;
  if (!selection || !node || !view.dom.contains(node)) return view.state.selection.from;
  try {
    return view.posAtDOM(node, selection.focusOffset);
  } catch {
    return view.state.selection.from;
  }
}

/** The citation under the caret: its row id and the element of its underline. */
function citationAtCaret(view: EditorView): { id: number; element: HTMLElement } | null {
  const from = caretPosition(view);
  const set = citationStatusKey.getState(view.state);
  const decoration = set?.find(from, from, (spec) => 'citationId' in spec)[0];
  if (!decoration) return null;
  const { node } = view.domAtPos(decoration.from + 1);
  const element = (node.nodeType === 1 ? (node as HTMLElement) : node.parentElement)?.closest(
    `.${CITATION_STATUS_CLASS}`,
  );
  return element instanceof HTMLElement
    ? { id: (decoration.spec as { citationId: number }).citationId, element }
    : null;
}

/**
 * Underlines each in-text citation by its status. The set is computed when statuses arrive and
 * only mapped through later transactions, so typing costs no more in a long chapter. Clicking a
 * citation, or Alt+Enter with the caret in one, calls `onOpen` with its row id and element.
 */
export function citationStatusPlugin(
  onOpen: (id: number, element: HTMLElement) => void,
): Plugin<DecorationSet> {
  const open = (found: { id: number; element: HTMLElement } | null) => {
    if (!found) return false;
    onOpen(found.id, found.element);
    return true;
  };
  return new Plugin<DecorationSet>({
    key: citationStatusKey,
    state: {
      init: () => DecorationSet.empty,
      apply: (tr, previous) =>
        (tr.getMeta(citationStatusKey) as DecorationSet | undefined) ??
        previous.map(tr.mapping, tr.doc),
    },
    props: {
      decorations(state) {
        return citationStatusKey.getState(state);
      },
      handleDOMEvents: {
        click: (_view, event) => open(citationAt(event.target)),
      },
      handleKeyDown: (view, event) =>
        event.key === 'Enter' && event.altKey ? open(citationAtCaret(view)) : false,
    },
  });
}
