import { GROUP_LEXICON, INSTITUTION_NOUNS, PEOPLE_NOUNS, PROPERTY_NOUNS } from './group-lexicon.ts';
import { NEAR_MISS_WORDS } from './near-miss-words.ts';
import * as classes from './word-classes.ts';

/**
 * The words the engine knows, and the ones it reads through disguise. Built once from the lexicon
 * and the word classes.
 */

/** Common English words the constructions join (kept whole, never "corrected"). */
const FUNCTION_WORDS =
  `a about above after again against all almost also always am among an and another any anyone
anything are around as at away back be because been before being below between both but by can come
could did do does doing done down during each either else even ever every everyone everything few
for from get gets getting give go goes going gone good got great had has have having he her here hers
him his how i if in into is it its itself just keep know last least less let like live lives look
made make many may me might more most much must my myself near need never new next no nobody none nor
not now of off often on once one only or other our ours out over own please put rather really
right said same say see seen she should since so some someone something still such sure take than that
the their them themselves then there these they thing things think this those though through time to
too under until up upon us very want was way we well were what when where whether which while who whom
whose why will with without would yes yet you your yours one two three four five first second
honestly frankly personally seriously truly literally basically simply totally completely absolutely
utterly fucking bloody damn typical single ever met meet town city country street world earth place
home house school work job jobs children kids daughter son family neighbour neighbor friend friends
opinion view ask believe feel think mean guess suppose know seems seem end day days year years today
tonight tomorrow yesterday here there everywhere sight kind sort lot bunch pack race load horde band
gang piece pieces nothing anything cause trouble`.split(/\s+/);

const FUNCTION_SET = new Set(FUNCTION_WORDS);

const LEXICON_WORDS = GROUP_LEXICON.flatMap((g) => [
  ...g.plurals,
  ...g.members,
  ...g.adjectives,
  ...(g.collectives ?? []),
  ...(g.slurs ?? []),
]);

const CONTENT_CLASSES = [
  classes.HATE_VERBS,
  classes.REPEL_VERBS,
  classes.DEHUMANISING,
  classes.NEGATIVE_ATTRIBUTES,
  classes.PROFANE_INSULTS,
  classes.HARM_VERBS,
  classes.HARM_PARTICIPLES,
];

const singleWords = (phrases: readonly string[]) =>
  phrases.flatMap((p) => p.split(/[\s-]+/)).filter((w) => w.length > 0);

/** Words whose disguised spellings are read back: group names, slurs, words of hate and harm. */
export const STRONG_WORDS: ReadonlySet<string> = new Set(
  [
    ...singleWords(LEXICON_WORDS),
    ...CONTENT_CLASSES.flatMap(singleWords),
    ...['fuck', 'fucking', 'shit', 'people', 'person', 'women', 'disgusting'],
  ].filter((w) => w.length >= 4 && !FUNCTION_SET.has(w)),
);

/** Every word the engine treats as known: never corrected, usable as a piece of a run-together word. */
export const KNOWN_WORDS: ReadonlySet<string> = new Set([
  ...FUNCTION_WORDS,
  ...singleWords(LEXICON_WORDS),
  ...Object.values(classes).flatMap((list) => singleWords(list as readonly string[])),
  ...PEOPLE_NOUNS,
  ...PROPERTY_NOUNS,
  ...INSTITUTION_NOUNS,
]);

/** Ordinary words one edit away from a strong word ("backs" from "blacks"): never corrected. */
export const ORDINARY_WORDS: ReadonlySet<string> = new Set(NEAR_MISS_WORDS);

export const collapseRepeats = (word: string) => word.replace(/(.)\1+/g, '$1');

/** A strong word keyed by its letters with runs collapsed: "imigrants" → "immigrants". */
export const BY_COLLAPSED: ReadonlyMap<string, string> = new Map(
  [...STRONG_WORDS].map((w) => [collapseRepeats(w), w]),
);

/** A strong word keyed by each one-letter deletion: "muslms" → "muslims", "jes" → "jews". */
export const BY_DELETION: ReadonlyMap<string, string | null> = (() => {
  const map = new Map<string, string | null>();
  for (const word of STRONG_WORDS) {
    if (word.length < 4) continue;
    for (let i = 0; i < word.length; i += 1) {
      const key = word.slice(0, i) + word.slice(i + 1);
      if (STRONG_WORDS.has(key)) continue;
      const previous = map.get(key);
      // Two strong words share the deletion: ambiguous, so neither is chosen.
      map.set(key, previous === undefined || previous === word ? word : null);
    }
  }
  return map;
})();

/** Every beginning of a strong word ("mus", "musl"…): a word that is none cannot start a split one. */
export const STRONG_PREFIXES: ReadonlySet<string> = new Set(
  [...STRONG_WORDS].flatMap((w) =>
    Array.from({ length: w.length - 1 }, (_, i) => w.slice(0, i + 1)),
  ),
);

export const LONGEST_STRONG = Math.max(...[...STRONG_WORDS].map((w) => w.length));

export const LONGEST_KNOWN = Math.max(...[...KNOWN_WORDS].map((w) => w.length));
