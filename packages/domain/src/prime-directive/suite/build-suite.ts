import { isHateful, type Functionality, type Template } from './functionalities.ts';
import { HELD_OUT_SATIRE, type SatireTemplate } from './held-out-satire.ts';
import { HELD_OUT_SPELLING_BASES, HELD_OUT_TEMPLATES } from './held-out-templates.ts';
import {
  SECOND_HELD_OUT_SPELLING_BASES,
  SECOND_HELD_OUT_TEMPLATES,
} from './second-held-out-templates.ts';
import { SATIRE_PARAGRAPHS } from './satire-paragraphs.ts';
import { THIRD_HELD_OUT_SATIRE } from './third-held-out-satire.ts';
import {
  THIRD_HELD_OUT_SPELLING_BASES,
  THIRD_HELD_OUT_TEMPLATES,
} from './third-held-out-templates.ts';
import { SUITE_GROUPS, type SuiteGroup } from './suite-groups.ts';
import { TUNING_SPELLING_BASES, TUNING_TEMPLATES } from './tuning-templates.ts';

export type Split = 'tuning' | 'held-out' | 'second-held-out' | 'third-held-out';

export interface SuiteCase {
  split: Split;
  functionality: Functionality;
  hateful: boolean;
  /** The group the case is about (null for cases that name none). */
  group: string | null;
  text: string;
}

const capitalise = (text: string) =>
  text.replace(/^([“"]?)(\p{Ll})/u, (_, q, c) => q + c.toUpperCase());

/** The template filled for one group; a {L} template gives one text per slur. */
function fill(text: string, group: SuiteGroup): string[] {
  const filled = text
    .replaceAll('{P}', group.plural)
    .replaceAll('{S}', group.singular)
    .replaceAll('{M}', group.member)
    .replaceAll('{A}', group.adjective);
  if (!filled.includes('{L}')) return [capitalise(filled)];
  return group.slurs.map((slur) => capitalise(filled.replaceAll('{L}', slur)));
}

const namesGroup = (text: string) => /\{[PSMAL]\}/.test(text);

function fromTemplates(templates: readonly Template[], split: Split): SuiteCase[] {
  return templates.flatMap(({ functionality, text }): SuiteCase[] => {
    const hateful = isHateful(functionality);
    if (!namesGroup(text)) return [{ split, functionality, hateful, group: null, text }];
    return SUITE_GROUPS.flatMap((group) =>
      fill(text, group).map((filled) => ({
        split,
        functionality,
        hateful,
        group: group.id,
        text: filled,
      })),
    );
  });
}

/** The longest word of a phrase, where a variation is applied. */
function longestWord(phrase: string): { start: number; word: string } {
  let best = { start: 0, word: '' };
  for (const match of phrase.matchAll(/\p{L}+/gu)) {
    if (match[0].length > best.word.length) best = { start: match.index, word: match[0] };
  }
  return best;
}

const LEET: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };

/** The five spelling variations of HateCheck's taxonomy, each applied to the marked word. */
export const SPELLING_VARIATIONS = {
  'spelling-swapped': (w: string) => {
    const i = Math.max(1, Math.floor(w.length / 2) - 1);
    return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  },
  'spelling-dropped': (w: string) => {
    const i = Math.floor(w.length / 2);
    return w.slice(0, i) + w.slice(i + 1);
  },
  'spelling-added-space': (w: string) => {
    const i = Math.floor(w.length / 2);
    return `${w.slice(0, i)} ${w.slice(i)}`;
  },
  'spelling-leetspeak': (w: string) => w.replace(/[aeiost]/gi, (c) => LEET[c.toLowerCase()]!),
} as const;

function spellingCases(bases: readonly string[], split: Split): SuiteCase[] {
  const cases: SuiteCase[] = [];
  for (const base of bases) {
    for (const group of SUITE_GROUPS) {
      const [filled] = fill(base, group);
      const match = /\[\[(.+?)\]\]/.exec(filled!)!;
      const before = filled!.slice(0, match.index);
      const after = filled!.slice(match.index + match[0].length);
      const { start, word } = longestWord(match[1]!);
      const marked = (changed: string) =>
        match[1]!.slice(0, start) + changed + match[1]!.slice(start + word.length);
      for (const [functionality, vary] of Object.entries(SPELLING_VARIATIONS)) {
        cases.push({
          split,
          functionality: functionality as Functionality,
          hateful: true,
          group: group.id,
          text: capitalise(before + marked(vary(word)) + after),
        });
      }
      // Spaces removed: the marked word is run into its neighbour.
      const joined = after.startsWith(' ')
        ? before + match[1] + after.slice(1)
        : before.replace(/ $/, '') + match[1] + after;
      cases.push({
        split,
        functionality: 'spelling-removed-space',
        hateful: true,
        group: group.id,
        text: capitalise(joined),
      });
    }
  }
  return cases;
}

function satireCases(
  paragraphs: readonly SatireTemplate[],
  split: Split,
  offset: number,
): SuiteCase[] {
  return paragraphs.flatMap(({ hateful, text }, i) =>
    [0, 1, 2, 3].map((k) => {
      const group = SUITE_GROUPS[(offset + i * 4 + k) % SUITE_GROUPS.length]!;
      return {
        split,
        functionality: hateful ? ('satire-crossing-the-line' as const) : ('satire' as const),
        hateful,
        group: group.id,
        text: fill(text, group)[0]!,
      };
    }),
  );
}

/** Every case of the suite, every split. */
export function buildSuite(): SuiteCase[] {
  return [
    ...fromTemplates(TUNING_TEMPLATES, 'tuning'),
    ...spellingCases(TUNING_SPELLING_BASES, 'tuning'),
    ...satireCases(SATIRE_PARAGRAPHS, 'tuning', 0),
    ...fromTemplates(HELD_OUT_TEMPLATES, 'held-out'),
    ...spellingCases(HELD_OUT_SPELLING_BASES, 'held-out'),
    ...satireCases(HELD_OUT_SATIRE, 'held-out', 7),
    ...fromTemplates(SECOND_HELD_OUT_TEMPLATES, 'second-held-out'),
    ...spellingCases(SECOND_HELD_OUT_SPELLING_BASES, 'second-held-out'),
    ...fromTemplates(THIRD_HELD_OUT_TEMPLATES, 'third-held-out'),
    ...spellingCases(THIRD_HELD_OUT_SPELLING_BASES, 'third-held-out'),
    ...satireCases(THIRD_HELD_OUT_SATIRE, 'third-held-out', 3),
  ];
}
