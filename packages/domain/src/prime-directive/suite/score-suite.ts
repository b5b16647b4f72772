import { isHateful, type Functionality } from './functionalities.ts';
import type { Split, SuiteCase } from './build-suite.ts';

export interface FunctionalityScore {
  functionality: Functionality;
  hateful: boolean;
  cases: number;
  flagged: number;
  /** Hateful: flagged / cases (recall). Non-hateful: flagged / cases (false-alarm rate). */
  rate: number;
}

export interface SuiteScore {
  split: Split;
  cases: number;
  recall: number;
  precision: number;
  falseAlarmRate: number;
  byFunctionality: FunctionalityScore[];
  /** Per category the engine names: the cases it was named in, and the share of them that are hateful. */
  precisionByCategory: { category: string; findings: number; precision: number }[];
  misses: SuiteCase[];
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

/** Recall, precision and false-alarm rate of a judge on one split, overall and per functionality. */
export function scoreSuite(
  cases: readonly SuiteCase[],
  split: Split,
  categoriesFound: (text: string) => readonly string[],
): SuiteScore {
  const judged = cases
    .filter((c) => c.split === split)
    .map((c) => {
      const categories = categoriesFound(c.text);
      return { ...c, categories, flagged: categories.length > 0 };
    });
  const hateful = judged.filter((c) => c.hateful);
  const clean = judged.filter((c) => !c.hateful);
  const truePositives = hateful.filter((c) => c.flagged).length;
  const falsePositives = clean.filter((c) => c.flagged).length;
  const groups = new Map<Functionality, typeof judged>();
  for (const c of judged) groups.set(c.functionality, [...(groups.get(c.functionality) ?? []), c]);
  const byFunctionality = [...groups].map(([functionality, list]) => {
    const flagged = list.filter((c) => c.flagged).length;
    return {
      functionality,
      hateful: isHateful(functionality),
      cases: list.length,
      flagged,
      rate: ratio(flagged, list.length),
    };
  });
  const perCategory = new Map<string, { findings: number; right: number }>();
  for (const c of judged) {
    for (const category of new Set(c.categories)) {
      const entry = perCategory.get(category) ?? { findings: 0, right: 0 };
      entry.findings += 1;
      if (c.hateful) entry.right += 1;
      perCategory.set(category, entry);
    }
  }
  return {
    split,
    cases: judged.length,
    recall: ratio(truePositives, hateful.length),
    precision: ratio(truePositives, truePositives + falsePositives),
    falseAlarmRate: ratio(falsePositives, clean.length),
    byFunctionality,
    precisionByCategory: [...perCategory].map(([category, { findings, right }]) => ({
      category,
      findings,
      precision: ratio(right, findings),
    })),
    misses: judged
      .filter((c) => c.flagged !== c.hateful)
      .map(({ categories: _, flagged: __, ...c }) => c),
  };
}
