import type { Line, Segment } from './pdf-lines.ts';

/** The footnote a superscript label on a line refers to, as text; undefined when none. */
export type NoteLookup = (line: Line, label: string) => Segment[] | undefined;

const sameStyle = (a: Segment, b: Segment) =>
  !a.note && !b.note && a.bold === b.bold && a.italic === b.italic && a.sup === b.sup;

/**
 * The lines' segments as one run of text: lines joined by a space (a word hyphenated at a line's
 * end joined again), `dropStart` characters (a list marker, a note's number) left out, and each
 * superscript that `noteOf` knows replaced by its footnote.
 */
export function joinSegments(lines: Line[], dropStart = 0, noteOf?: NoteLookup): Segment[] {
  const out: Segment[] = [];
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
      if (last && first) {
        // A word broken at the line's end ("manage-" / "ment") is joined again.
        if (/[a-z]-$/.test(last.text) && /^[a-z]/.test(text)) last.text = last.text.slice(0, -1);
        else if (!last.note) last.text += ' ';
        else out.push({ text: ' ', bold: false, italic: false, sup: false });
      }
      first = false;
      if (note) out.push({ text: '', bold: false, italic: false, sup: false, note });
      else if (last && sameStyle(last, segment)) last.text += text;
      else out.push({ ...segment, text });
    }
  }
  return out;
}
