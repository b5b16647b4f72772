import type { CorpusPassage } from './corpus-passage.ts';

/** The in-sample part: gathered after the held-out part and used while changing the grammar. */
export const inSampleCorpus: CorpusPassage[] = [];
