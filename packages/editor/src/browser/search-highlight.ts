import { Plugin, PluginKey, type EditorState, type Transaction } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';

export const SEARCH_MATCH_CLASS = 'pm-search-match';
export const SEARCH_CURRENT_CLASS = 'pm-search-current';

interface HighlightState {
  ranges: readonly { from: number; to: number }[];
  current: number;
  set: DecorationSet;
}

const key = new PluginKey<HighlightState>('search-highlight');
const EMPTY: HighlightState = { ranges: [], current: -1, set: DecorationSet.empty };

function build(state: EditorState, ranges: HighlightState['ranges'], current: number) {
  const set = DecorationSet.create(
    state.doc,
    ranges.map((range, index) =>
      Decoration.inline(range.from, range.to, {
        class:
          index === current ? `${SEARCH_MATCH_CLASS} ${SEARCH_CURRENT_CLASS}` : SEARCH_MATCH_CLASS,
      }),
    ),
  );
  return { ranges, current, set };
}

/**
 * Find's highlights as inline decorations: the panel sets the matches (and which one is current)
 * with `setSearchHighlights`; edits map them along until the panel searches again.
 */
export function searchHighlightPlugin(): Plugin<HighlightState> {
  return new Plugin<HighlightState>({
    key,
    state: {
      init: () => EMPTY,
      apply(tr, value, _old, state) {
        const next = tr.getMeta(key) as Pick<HighlightState, 'ranges' | 'current'> | undefined;
        if (next) return next.ranges.length ? build(state, next.ranges, next.current) : EMPTY;
        return tr.docChanged ? { ...value, set: value.set.map(tr.mapping, tr.doc) } : value;
      },
    },
    props: { decorations: (state) => key.getState(state)?.set ?? DecorationSet.empty },
  });
}

/** A transaction showing `ranges` as matches, `current` (an index, or -1) as the current one. */
export function setSearchHighlights(
  tr: Transaction,
  ranges: readonly { from: number; to: number }[],
  current: number,
): Transaction {
  return tr.setMeta(key, { ranges, current });
}
