interface Scorable {
  eeatScore: number | null;
}

/**
 * SPEC §4: the rounded average of the chapter scores, shown only when there is at least one chapter
 * and every chapter has a score; otherwise null.
 */
export function bookEeatScore(chapters: readonly Scorable[]): number | null {
  if (chapters.length === 0) return null;
  let sum = 0;
  for (const { eeatScore } of chapters) {
    if (eeatScore === null) return null;
    sum += eeatScore;
  }
  return Math.round(sum / chapters.length);
}
