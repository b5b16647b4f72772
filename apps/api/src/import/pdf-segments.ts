import type { Line, Segment } from './pdf-lines.ts';

/** The footnote a superscript label on a line refers to, as text; undefined when none. */
export type NoteLookup = (line: Line, label: string) => Segment[] | undefined;

const sameStyle = (a: Segment, b: Segment) =>
  !a.note && !b.note && a.bold === b.bold && a.italic === b.italic && a.sup === b.sup;

/** Hyphenated words ("follow-up") a document writes within its lines, lower-cased. */
export function compoundsOf(lines: Line[]): Set<string> {
  const compounds = new Set<string>();
  for (const line of lines) {
    if (!line.text.includes('-')) continue;
    for (const [word] of line.text.matchAll(/\p{L}+(?:-\p{L}+)+(?!-|\p{L})/gu))
      if (!line.text.endsWith(`${word}-`)) compounds.add(word.toLowerCase());
  }
  return compounds;
}

/**
 * The letters before a hyphen ending a segment's text, given as the pieces it is joined from
 * ("man" of ["… the", " ", "man-"]), or undefined. The text is never joined or matched whole
 * while lines are added: each look at a growing string flattens it, which made joining a long
 * paragraph quadratic in its length.
 */
function brokenWordAtEnd(pieces: string[]): string | undefined {
  if (!pieces.at(-1)?.endsWith('-')) return undefined;
  let word = '';
  for (let i = pieces.length - 1; i >= 0; i--) {
    const piece = i === pieces.length - 1 ? pieces[i]!.slice(0, -1) : pieces[i]!;
    const letters = /\p{L}*$/u.exec(piece)![0];
    word = letters + word;
    if (letters.length < piece.length) break;
  }
  return word || undefined;
}

export interface JoinOptions {
  /** Characters to leave out at the start: a list marker, a note's number. */
  dropStart?: number;
  /** Each superscript this knows becomes its footnote. */
  noteOf?: NoteLookup;
  /** Hyphenated words the document writes elsewhere: broken at their hyphen, they keep it. */
  compounds?: Set<string>;
}

/**
 * The lines' segments as one run of text, lines joined by a space. A word broken at a line's end
 * ("manage-" / "ment") is joined again without its hyphen, unless the document writes it with
 * one elsewhere ("follow-" / "up" where "follow-up" occurs).
 */
export function joinSegments(
  lines: Line[],
  { dropStart = 0, noteOf, compounds }: JoinOptions = {},
): Segment[] {
  const out: Segment[] = [];
  /** The text of each segment of `out`, in the pieces it is joined from. */
  const pieces: string[][] = [];
  const push = (segment: Segment) => {
    out.push(segment);
    pieces.push([segment.text]);
  };
  let drop = dropStart;
  for (const line of lines) {
    let first = true;
    for (const segment of line.segments) {
      let text = segment.text;
      if (drop > 0) {
        const cut = Math.min(drop, text.length);
        text = text.slice(cut);
        drop -= cut;
        if (drop === 0) text = text.trimStart();
        if (!text) continue;
      }
      const note = segment.sup ? noteOf?.(line, text.trim()) : undefined;
      const last = out.at(-1);
      const lastPieces = pieces.at(-1)!;
      if (last && first) {
        const broken = brokenWordAtEnd(lastPieces);
        // Read only after a hyphen: most lines follow a whole word.
        const next = broken ? /^\p{Ll}+/u.exec(text) : null;
        if (broken && next && /[a-z]$/.test(broken)) {
          const compound = `${broken}-${next[0]}`.toLowerCase();
          if (!compounds?.has(compound)) lastPieces.push(lastPieces.pop()!.slice(0, -1));
        } else if (!last.note) lastPieces.push(' ');
        else push({ text: ' ', bold: false, italic: false, sup: false });
      }
      first = false;
      if (note) push({ text: '', bold: false, italic: false, sup: false, note });
      else if (last && sameStyle(last, segment)) lastPieces.push(text);
      else push({ ...segment, text });
    }
  }
  out.forEach((segment, i) => (segment.text = pieces[i]!.join('')));
  return out;
}
