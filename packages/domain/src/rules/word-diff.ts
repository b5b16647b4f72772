import { countWords } from './word-count.ts';

export type DiffKind = 'equal' | 'added' | 'removed';

/** A run of text that both versions share, or that only the newer (added) or older (removed) has. */
export interface DiffSegment {
  kind: DiffKind;
  text: string;
}

export interface WordDiff {
  /** In reading order; paragraphs are separated by a blank line ("\n\n") inside the runs. */
  segments: DiffSegment[];
  wordsAdded: number;
  wordsRemoved: number;
}

type Edit<T> = { kind: DiffKind; items: T[] };

/**
 * Myers' O((N + M)·D) shortest edit script. Past `maxEdits` differences it stops looking and
 * answers "all of a removed, all of b added", so a pathological pair stays bounded in time and
 * memory (the trace holds at most maxEdits² numbers).
 */
export function diffSequences<T>(a: readonly T[], b: readonly T[], maxEdits = 2000): Edit<T>[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const edits: Edit<T>[] = [];
  const push = (kind: DiffKind, items: T[]) => {
    if (items.length === 0) return;
    const last = edits[edits.length - 1];
    if (last?.kind === kind) last.items.push(...items);
    else edits.push({ kind, items: [...items] });
  };
  push('equal', a.slice(0, start) as T[]);
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  for (const edit of middleEdits(midA, midB, maxEdits)) push(edit.kind, edit.items);
  push('equal', a.slice(endA) as T[]);
  return edits;
}

function middleEdits<T>(a: T[], b: T[], maxEdits: number): Edit<T>[] {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) {
    return [
      { kind: 'removed', items: a },
      { kind: 'added', items: b },
    ].filter((edit) => edit.items.length > 0) as Edit<T>[];
  }
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  let v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d++) {
    trace.push(v.slice());
    const next = v.slice();
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)
          ? v[offset + k + 1]!
          : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      next[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
    v = next;
  }
  if (found < 0) {
    return [
      { kind: 'removed', items: a },
      { kind: 'added', items: b },
    ];
  }
  // Walk the trace back from (n, m), collecting single steps, then merge them into runs.
  const steps: { kind: DiffKind; item: T }[] = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const prev = trace[d]!;
    const k = x - y;
    const down = k === -d || (k !== d && prev[offset + k - 1]! < prev[offset + k + 1]!);
    const prevK = down ? k + 1 : k - 1;
    const prevX = prev[offset + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      y--;
      steps.push({ kind: 'equal', item: a[--x]! });
    }
    if (down) steps.push({ kind: 'added', item: b[--y]! });
    else steps.push({ kind: 'removed', item: a[--x]! });
  }
  while (x > 0 && y > 0) {
    y--;
    steps.push({ kind: 'equal', item: a[--x]! });
  }
  const edits: Edit<T>[] = [];
  for (const step of steps.reverse()) {
    const last = edits[edits.length - 1];
    if (last?.kind === step.kind) last.items.push(step.item);
    else edits.push({ kind: step.kind, items: [step.item] });
  }
  return edits;
}

const PARAGRAPH_BREAK = '\n\n';
/** Words and the spaces between them, so joined tokens give the text back exactly. */
const tokens = (text: string) => text.match(/\s+|[^\s]+/gu) ?? [];

/**
 * A word-level diff of two texts given as their blocks (paragraphs, headings, list items). Blocks
 * are matched first, so an unchanged paragraph costs one comparison whatever its length; only
 * the blocks between unchanged ones are compared word by word.
 */
export function diffWords(older: readonly string[], newer: readonly string[]): WordDiff {
  const segments: DiffSegment[] = [];
  const emit = (kind: DiffKind, text: string) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last?.kind === kind) last.text += text;
    else segments.push({ kind, text });
  };
  // A paragraph break goes before a block on each side that already has a block before it.
  let olderStarted = false;
  let newerStarted = false;
  const breakBefore = (onOlder: boolean, onNewer: boolean) => {
    const older = onOlder && olderStarted;
    const newer = onNewer && newerStarted;
    if (older && newer) emit('equal', PARAGRAPH_BREAK);
    else if (older) emit('removed', PARAGRAPH_BREAK);
    else if (newer) emit('added', PARAGRAPH_BREAK);
    olderStarted ||= onOlder;
    newerStarted ||= onNewer;
  };
  const blockEdits = diffSequences(older, newer);
  for (let i = 0; i < blockEdits.length; i++) {
    const edit = blockEdits[i]!;
    const next = blockEdits[i + 1];
    if (edit.kind === 'removed' && next?.kind === 'added') {
      // Changed paragraphs: compare them word by word.
      breakBefore(true, true);
      const before = tokens(edit.items.join(PARAGRAPH_BREAK));
      const after = tokens(next.items.join(PARAGRAPH_BREAK));
      for (const words of diffSequences(before, after)) emit(words.kind, words.items.join(''));
      i++;
      continue;
    }
    for (const block of edit.items) {
      breakBefore(edit.kind !== 'added', edit.kind !== 'removed');
      emit(edit.kind, block);
    }
  }
  const count = (kind: DiffKind) =>
    segments.filter((s) => s.kind === kind).reduce((sum, s) => sum + countWords(s.text), 0);
  return { segments, wordsAdded: count('added'), wordsRemoved: count('removed') };
}
