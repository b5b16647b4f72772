const TOKENS = /([:?!.]\s+)|[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Each word of a title, and whether it starts the title or a sentence within it. */
function wordsOf(title: string): { word: string; first: boolean }[] {
  const words: { word: string; first: boolean }[] = [];
  let first = true;
  for (const [token, stop] of title.matchAll(TOKENS)) {
    if (stop) first = true;
    else {
      words.push({ word: token, first });
      first = false;
    }
  }
  return words;
}

/** Most of the title's later words start lower case: APA 7's sentence case. */
function isSentenceCase(title: string): boolean {
  const later = wordsOf(title).filter(({ word, first }) => !first && word.length > 3);
  const lower = later.filter(({ word }) => word[0] === word[0]?.toLowerCase()).length;
  return later.length > 0 && lower * 2 >= later.length;
}

/** An acronym or a name with inner capitals (DNA, iPhone, McDonald) keeps its case. */
const keepsCase = (word: string) => /\p{Lu}/u.test(word.slice(1));

const capitalised = (word: string) => (word[0]?.toUpperCase() ?? '') + word.slice(1);

/**
 * The index's title written the way the writer writes titles. The index often has Title Case where
 * APA 7 wants sentence case: when the writer's title is in sentence case, the record's words are
 * lowered, except the first word, the first after a colon or question mark, acronyms, and any word
 * the writer's own title spells with a capital mid-sentence (a proper noun).
 */
export function titleInWritersCase(recordTitle: string, writersTitle: string | null): string {
  if (!writersTitle || !isSentenceCase(writersTitle)) return recordTitle;
  const writers = new Map(
    wordsOf(writersTitle)
      .filter(({ first }) => !first)
      .map(({ word }) => [word.toLowerCase(), word] as const),
  );
  let first = true;
  return recordTitle.replace(TOKENS, (token, stop: string | undefined) => {
    if (stop) {
      first = true;
      return token;
    }
    const startsSentence = first;
    first = false;
    if (startsSentence) return capitalised(token);
    const own = writers.get(token.toLowerCase());
    if (own) return own;
    return keepsCase(token) ? token : token.toLowerCase();
  });
}
