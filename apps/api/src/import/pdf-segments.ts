import type { Line, Segment } from './pdf-lines.ts';

/** The footnote a superscript label on a line refers to, as text; undefined when none. */
export type NoteLookup = (line: Line, label: string) => Segment[] | undefined;

const sameStyle = (a: Segment, b: Segment) =>
  !a.note && !b.note && a.bold === b.bold && a.italic === b.italic && a.sup === b.sup;

/** Hyphenated words ("follow-up") a document writes within its lines, lower-cased. */
export function compoundsOf(lines: Line[]): Set<string> {
  const compounds = new Set<string>();
  for (const line of lines)
    for (const [word] of line.text.matchAll(/\p{L}+(?:-\p{L}+)+(?!-|\p{L})/gu))
      if (!line.text.endsWith(`${word}-`)) compounds.add(word.toLowerCase());
  return compounds;
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
        const broken = /(\p{L}+)-$/u.exec(last.text);
        const next = /^\p{Ll}+/u.exec(text);
        if (broken && next && /[a-z]$/.test(broken[1]!)) {
          const compound = `${broken[1]}-${next[0]}`.toLowerCase();
          if (!compounds?.has(compound)) last.text = last.text.slice(0, -1);
        } else if (!last.note) last.text += ' ';
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
