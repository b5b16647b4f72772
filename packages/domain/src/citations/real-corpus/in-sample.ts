import type { CorpusPassage } from './corpus-passage.ts';
import { regulationOfStress } from './in-sample-coping.ts';
import { happiness } from './in-sample-happiness.ts';
import { stressAndIllness } from './in-sample-illness.ts';
import { lifespanTheories } from './in-sample-lifespan.ts';
import { socialPsychology } from './in-sample-social.ts';
import { stressors } from './in-sample-stressors.ts';
import { treatmentModalities } from './in-sample-therapy.ts';

/** The in-sample part: gathered after the held-out part and used while changing the grammar. */
export const inSampleCorpus: CorpusPassage[] = [
  ...stressors,
  ...stressAndIllness,
  ...socialPsychology,
  ...treatmentModalities,
  ...lifespanTheories,
  ...happiness,
  ...regulationOfStress,
];
