import type { CorpusPassage } from './corpus-passage.ts';
import { anxietyDisorders } from './held-out-anxiety.ts';
import { moodDisorders } from './held-out-mood.ts';
import { obsessiveCompulsive } from './held-out-obsessive.ts';
import { suicide } from './held-out-suicide.ts';
import { traumaAndSchizophrenia } from './held-out-trauma-schizophrenia.ts';

/**
 * The held-out part: gathered and labelled before the grammar was changed for this corpus, and
 * never used to tune it (see README.md).
 */
export const heldOutCorpus: CorpusPassage[] = [
  ...anxietyDisorders,
  ...obsessiveCompulsive,
  ...traumaAndSchizophrenia,
  ...moodDisorders,
  ...suicide,
];
