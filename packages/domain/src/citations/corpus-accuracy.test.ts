import { describe, expect, it } from 'vitest';
import { labelledCorpus } from './fixtures/labelled-corpus.ts';
import { findInTextCitations } from './in-text-citations.ts';

const normalise = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[.'’]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase();

/** A found citation is the labelled one when the years agree and one name ends the other. */
function sameWork(found: string, labelled: string): boolean {
  const [foundName = '', foundYear] = found.split('|');
  const [labelName = '', labelYear] = labelled.split('|');
  if (foundYear !== labelYear) return false;
  const a = normalise(foundName);
  const b = normalise(labelName);
  return a === b || a.endsWith(` ${b}`) || b.endsWith(` ${a}`);
}

function score() {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const misses: string[] = [];
  for (const passage of labelledCorpus) {
    const found = findInTextCitations(passage.text).map(
      (citation) => `${citation.authors.names[0]}|${citation.year}`,
    );
    const unmatched = [...passage.citations];
    for (const item of found) {
      const index = unmatched.findIndex((label) => sameWork(item, label));
      if (index >= 0) {
        unmatched.splice(index, 1);
        truePositives++;
      } else {
        falsePositives++;
        misses.push(`extra: ${item}`);
      }
    }
    falseNegatives += unmatched.length;
    misses.push(...unmatched.map((label) => `missed: ${label}`));
  }
  return {
    precision: truePositives / (truePositives + falsePositives),
    recall: truePositives / (truePositives + falseNegatives),
    truePositives,
    misses,
  };
}

describe('the in-text citation grammar on the labelled corpus', () => {
  it('holds at least 80 citations and 25 look-alikes', () => {
    const citations = labelledCorpus.flatMap((passage) => passage.citations).length;
    const lookAlikes = labelledCorpus.flatMap((passage) => passage.lookAlikes).length;
    for (const passage of labelledCorpus) {
      for (const lookAlike of passage.lookAlikes) expect(passage.text).toContain(lookAlike);
    }
    expect(citations).toBeGreaterThanOrEqual(80);
    expect(lookAlikes).toBeGreaterThanOrEqual(25);
  });

  it('finds citations with precision and recall of at least 0.97', () => {
    const result = score();
    console.info(
      `citation grammar: precision ${result.precision.toFixed(3)}, recall ${result.recall.toFixed(3)} (${result.truePositives} found)${result.misses.length ? `; ${result.misses.join('; ')}` : ''}`,
    );
    expect(result.precision).toBeGreaterThanOrEqual(0.97);
    expect(result.recall).toBeGreaterThanOrEqual(0.97);
  });

  it('takes none of the look-alikes for a citation', () => {
    for (const passage of labelledCorpus) {
      const citations = findInTextCitations(passage.text);
      for (const lookAlike of passage.lookAlikes) {
        const at = passage.text.indexOf(lookAlike);
        const overlapping = citations.filter(
          (citation) => citation.start < at + lookAlike.length && citation.end > at,
        );
        expect(
          overlapping.map((citation) => citation.text),
          lookAlike,
        ).toEqual([]);
      }
    }
  });
});
