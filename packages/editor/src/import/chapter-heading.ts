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
