/** Front and back matter that opens a chapter of its own. */
const MATTER =
  /^(prologue|introduction|preface|foreword|epilogue|afterword|conclusion|appendix)(\b|$)/i;
const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty';
/** "Chapter 3", "Chapter III", "Chapter Twenty-One", optionally followed by ": Title". */
const NUMBERED = new RegExp(
  `^chapter\\s+(\\d{1,3}|[ivxlc]{1,7}|(?:${NUMBER_WORDS})(?:[-\\s](?:${NUMBER_WORDS}))?)\\b\\s*(?:[:.\\-–—]\\s*)?(.*)$`,
  'i',
);
const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };
const WORD_VALUES: Record<string, number> = Object.fromEntries(
  NUMBER_WORDS.split('|').map((word, index) => [word, index < 20 ? index + 1 : (index - 17) * 10]),
);

function romanValue(text: string): number | null {
  let total = 0;
  for (let i = 0; i < text.length; i += 1) {
    const value = ROMAN[text[i]!];
    const next = ROMAN[text[i + 1] ?? ''] ?? 0;
    if (value === undefined) return null;
    total += value < next ? -value : value;
  }
  return total > 0 ? total : null;
}

/** The number a chapter line states: "Chapter 3", "Chapter III", "Chapter Twenty-One"; else null. */
export function chapterNumberOf(text: string): number | null {
  const written = NUMBERED.exec(text)?.[1]?.toLowerCase();
  if (!written) return null;
  if (/^\d+$/.test(written)) return Number(written);
  if (/^[ivxlc]+$/.test(written)) return romanValue(written);
  const words = written.split(/[-\s]/);
  const values = words.map((word) => WORD_VALUES[word]);
  return values.every((value) => value !== undefined)
    ? values.reduce<number>((sum, value) => sum + value!, 0)
    : null;
}

/** A chapter line is a title, not a sentence: short. */
export const MAX_CHAPTER_LINE_CHARS = 120;

/** Does this line open a chapter ("Chapter 3: Circling Back", "Prologue", "Introduction: …")? */
export function isChapterLine(text: string): boolean {
  if (text.length > MAX_CHAPTER_LINE_CHARS) return false;
  return NUMBERED.test(text) || MATTER.test(text);
}

/**
 * The title a chapter line gives its chapter: "Chapter 3: Circling Back" becomes "Circling Back"
 * (the app numbers chapters itself); a bare "Chapter 3" and "Prologue: Before" stay as written.
 */
export function chapterTitleOf(text: string): string {
  const match = NUMBERED.exec(text);
  const rest = match?.[2]?.trim();
  return rest ? rest : text.trim();
}
