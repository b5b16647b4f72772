import { findInTextCitations } from '../in-text-citations.ts';
import { labelsOf, type CorpusPassage, type LabelledCitation } from './corpus-passage.ts';

export interface CorpusScore {
  labelled: number;
  found: number;
  truePositives: number;
  precision: number;
  recall: number;
  /** "missed: span|author|year" and "extra: text|author|year", for reading what went wrong. */
  errors: string[];
}

const normalise = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[.'’]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase();

/** The same name when equal, or when one ends with the other ("Disease Control" / "Centers for Disease Control"). */
function sameName(a: string, b: string): boolean {
  const x = normalise(a);
  const y = normalise(b);
  return x === y || x.endsWith(` ${y}`) || y.endsWith(` ${x}`);
}

/**
 * Precision and recall of the in-text grammar on labelled passages: a found citation is right
 * when an unclaimed label has its first author and year and the two spans overlap.
 */
export function scoreCorpus(passages: readonly CorpusPassage[]): CorpusScore {
  let labelled = 0;
  let found = 0;
  let truePositives = 0;
  const errors: string[] = [];
  for (const passage of passages) {
    const open: LabelledCitation[] = labelsOf(passage);
    labelled += open.length;
    for (const citation of findInTextCitations(passage.text)) {
      found++;
      const author = citation.authors.names[0] ?? '';
      const index = open.findIndex(
        (label) =>
          label.year === citation.year &&
          sameName(label.author, author) &&
          label.start < citation.end &&
          citation.start < label.end,
      );
      if (index >= 0) {
        open.splice(index, 1);
        truePositives++;
      } else {
        errors.push(`extra: ${citation.text}|${author}|${citation.year}`);
      }
    }
    errors.push(...open.map((label) => `missed: ${label.span}|${label.author}|${label.year}`));
  }
  return {
    labelled,
    found,
    truePositives,
    precision: found === 0 ? 0 : truePositives / found,
    recall: labelled === 0 ? 0 : truePositives / labelled,
    errors,
  };
}
