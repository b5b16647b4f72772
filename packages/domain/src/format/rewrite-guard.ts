import { findReceipts } from '../eeat/citation-signals.ts';

/** A machine rewrite of a chapter may change at most this share of its words. */
export const MAX_REWRITTEN_SHARE = 0.05;

export type RewriteCheck =
  { ok: true; changedShare: number } | { ok: false; changedShare: number; reason: string };

const tokens = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) as string[];

function tally(items: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

/** Items of `a` missing from `b`, counting repeats. */
function missing(a: Map<string, number>, b: Map<string, number>): string[] {
  const out: string[] = [];
  for (const [item, n] of a) for (let i = b.get(item) ?? 0; i < n; i++) out.push(item);
  return out;
}

/**
 * Is a formatter's output (plain text) an acceptable rewrite of the chapter? Refused when it drops
 * or changes a citation, invents one whose author and year the original never mentions, or
 * changes more than `maxShare` of the words (counted as words removed or added).
 */
export function checkRewrite(
  before: string,
  after: string,
  maxShare = MAX_REWRITTEN_SHARE,
): RewriteCheck {
  const beforeWords = tokens(before);
  const beforeCounts = tally(beforeWords);
  const afterCounts = tally(tokens(after));
  const changed = Math.max(
    missing(beforeCounts, afterCounts).length,
    missing(afterCounts, beforeCounts).length,
  );
  const changedShare = beforeWords.length === 0 ? 0 : changed / beforeWords.length;

  const citationsBefore = findReceipts(before);
  const citationsAfter = findReceipts(after);
  const dropped = missing(
    tally(citationsBefore.map((c) => c.key)),
    tally(citationsAfter.map((c) => c.key)),
  );
  if (dropped.length > 0) {
    const lost = citationsBefore.find((c) => c.key === dropped[0])!;
    return {
      ok: false,
      changedShare,
      reason: `it dropped or changed the citation (${lost.author}, ${lost.year})`,
    };
  }
  const invented = citationsAfter.find(
    (c) =>
      !beforeCounts.has(c.year.toLowerCase()) ||
      !tokens(c.author).every((word) => beforeCounts.has(word)),
  );
  if (invented) {
    return {
      ok: false,
      changedShare,
      reason: `it added a citation the chapter does not have (${invented.author}, ${invented.year})`,
    };
  }
  if (changedShare > maxShare) {
    return {
      ok: false,
      changedShare,
      reason: `it rewrote ${Math.round(changedShare * 100)}% of the words (at most ${Math.round(maxShare * 100)}% may change)`,
    };
  }
  return { ok: true, changedShare };
}
