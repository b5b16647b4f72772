/**
 * A deterministic book for the print tests and `bench:print`: chapters of English prose (long
 * words, so hyphenation has work) with italics and bold, a footnote every fifth paragraph, a block
 * quote every ninth, a scene break every seventh, a list, and a References section. Each paragraph
 * starts with a token of its own (`c3p17`) so that word order can be checked across pages.
 */
const WORDS = [
  'the',
  'committee',
  'reviewed',
  'accountability',
  'of',
  'every',
  'administrative',
  'correspondence',
  'and',
  'procurement',
  'memorandum',
  'whose',
  'understanding',
  'notwithstanding',
  'reorganisation',
  'quarterly',
  'a',
  'minutes',
  'satirical',
  'institutional',
  'in',
  'recommendations',
  'was',
  'never',
  'implemented',
  'consultants',
  'to',
  'deliverables',
];

export interface PrintFixtureChapter {
  title: string;
  content: string;
}

export interface PrintFixture {
  chapters: PrintFixtureChapter[];
  /** Each footnote: the word its mark follows and the note's text. */
  notes: { anchor: string; text: string }[];
  references: string[];
}

function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
}

/** A book of about `words` words in `chapterCount` chapters. */
export function printBookFixture(words: number, chapterCount: number): PrintFixture {
  const next = random(2024);
  const notes: PrintFixture['notes'] = [];
  const references: string[] = [];
  const perChapter = Math.round(words / chapterCount);
  const prose = (length: number) =>
    Array.from({ length }, () => {
      const word = WORDS[next(WORDS.length)]!;
      const roll = next(100);
      return roll < 3 ? `<em>${word}</em>` : roll < 5 ? `<strong>${word}</strong>` : word;
    }).join(' ');

  const chapters = Array.from({ length: chapterCount }, (_, c) => {
    const parts: string[] = [];
    let written = 0;
    for (let p = 0; written < perChapter; p++) {
      const length = Math.min(perChapter - written, 60 + next(50));
      let text = `c${c}p${p} ${prose(length - 1)}`;
      if (p % 5 === 4) {
        const anchor = `anchor${c}n${p}`;
        const note = `Note ${c}.${p}: the ${WORDS[next(WORDS.length)]} memorandum.`;
        notes.push({ anchor, text: note });
        text += ` ${anchor}<span data-footnote="">${note}</span> concluded.`;
      }
      written += length;
      if (p % 9 === 8) parts.push(`<blockquote><p>${text}</p></blockquote>`);
      else parts.push(`<p>${text}</p>`);
      if (p % 7 === 6) parts.push('<hr class="scene-break">');
      if (p === 3)
        parts.push(`<ul><li><p>c${c}list first item</p></li><li><p>second item</p></li></ul>`);
    }
    const reference = `Author${c}, A. (20${10 + (c % 15)}). The ${WORDS[c % WORDS.length]} report, volume ${c + 1}. Receipts Press.`;
    references.push(reference);
    parts.push(`<h2>References</h2><p>${reference}</p>`);
    return {
      title: `The ${WORDS[(c * 7 + 1) % WORDS.length]} question ${c + 1}`,
      content: parts.join(''),
    };
  });
  return { chapters, notes, references };
}

/** Text read from the PDF with each note's number (set right after its mark's word) taken off. */
export function withoutNoteNumbers(text: string, notes: PrintFixture['notes']): string {
  return notes.reduce(
    (result, note, index) =>
      result.replace(new RegExp(`\\b${note.anchor}${index + 1}\\b`), note.anchor),
    text,
  );
}
