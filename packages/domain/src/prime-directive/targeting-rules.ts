import { GROUP_ADJECTIVE_SOURCE, GROUP_MEMBER_SOURCE, GROUP_SOURCE } from './group-terms.ts';

/**
 * The rules that find a sentence targeting people as a group. Each names what it looks for; a
 * sentence targets a group when one rule matches what is left after the framing rules of
 * check-prime-directive.ts (quotation, attribution, institutions, in-group voice, negation).
 */
export interface TargetingRule {
  id: string;
  /** Shown in feedback: why the passage was flagged. */
  label: string;
  pattern: RegExp;
  /**
   * Generalisations are exempt when spoken in the group's own voice ("as a Mexican, I…", "we Black
   * folks"); calls for harm and dehumanising language never are.
   */
  inGroupExempt: boolean;
}

const G = GROUP_SOURCE;
const M = GROUP_MEMBER_SOURCE;
const DET = '(?:(?:all|most|many|these|those|the|such|so many|your|their)\\s+)*';

/** Traits that, said of a whole group, demean it. */
const NEGATIVE_TRAITS = [
  'criminals?',
  'terrorists?',
  'violent',
  'lazy',
  'greedy',
  'dirty',
  'filthy',
  'stupid',
  'dumb',
  'inferior',
  'evil',
  'savages?',
  'barbari(?:c|ans)',
  'backward',
  'dangerous',
  'thieves',
  'liars',
  'rapists',
  'drug dealers?',
  'parasites',
  'vermin',
  'animals',
  'subhuman',
  'sub-human',
  'not human',
  'not to be trusted',
  'not welcome',
  'untrustworthy',
  'dishonest',
  'deceitful',
  'primitive',
  'uncivili[sz]ed',
  'disgusting',
  'ungrateful',
  'freeloaders',
  'leeches',
  'invaders',
  'the enemy',
  'a threat',
  'a danger',
  'a cancer',
  'a disease',
  'a plague',
  'a problem',
  'the problem',
  'corrupt',
  'worthless',
  'less intelligent',
  'genetically inferior',
  'born (?:liars|criminals|thieves)',
  'ruining',
  'destroying',
  'taking over',
  'replacing us',
  'responsible for (?:all|everything|every)',
  'to blame',
];

const FILLER =
  '(?:(?:all|just|simply|naturally|inherently|basically|always|nothing but|so|too|really|genetically|such|mostly|a bunch of|bunch of|a pack of|a race of|little more than|no better than|more|potential|born|natural|future)\\s+)*';
const COPULA =
  '(?:are|is|were|was|remain|have always been|will always be|tend to be|are all|are just|seem to be|can only be)';
const NEG = `(?:${NEGATIVE_TRAITS.join('|')})`;

const HARM_VERBS =
  '(?:deport(?:ed)?|expel(?:led)?|ban(?:ned)?|extermin(?:ate|ated)|eliminat(?:e|ed)|eradicat(?:e|ed)|kill(?:ed)?|remov(?:e|ed)|purg(?:e|ed)|wipe(?:d)? out|round(?:ed)? up|lock(?:ed)? up|gas(?:sed)?|shoot|shot|hang(?:ed)?|burn(?:ed)?|kick(?:ed)? out|throw(?:n)? out|sterili[sz](?:e|ed)|segregat(?:e|ed)|nuk(?:e|ed)|get rid of|drive(?:n)? out|cleanse(?:d)?|crush(?:ed)?|destroy(?:ed)?|send(?:\\s+\\w+)? back)';

const DEHUMANISING =
  '(?:vermin|rats|cockroaches|roaches|parasites|animals|savages|subhuman|sub-human|infest(?:ing|ed|s)?|breed(?:ing)? like|swarm(?:ing|s)?|a plague|a cancer|a virus|a disease|mongrels|apes|monkeys|dogs|pigs)';

const CONTROL =
  '(?:secretly\\s+)?(?:control|controls|run|runs|own|owns|rule|rules|manipulate|manipulates)\\s+(?:the\\s+|all\\s+the\\s+|our\\s+)?(?:media|banks|world|government|hollywood|money|finance|everything|congress|economy|news)';

const rx = (source: string) => new RegExp(source, 'i');

export const TARGETING_RULES: readonly TargetingRule[] = [
  {
    id: 'negative-generalisation',
    label: 'a demeaning generalisation about a whole group',
    pattern: rx(`\\b${DET}${G}\\s+${COPULA}\\s+${FILLER}(?:a\\s+|an\\s+)?${FILLER}${NEG}\\b`),
    inGroupExempt: true,
  },
  {
    id: 'member-as-type',
    label: 'a demeaning trait assigned to every member of a group',
    pattern: rx(
      `\\b(?:every|any|each|a typical|typical|your average|the average)\\s+${M}\\s+(?:is|was|will be|can only be)\\s+${FILLER}(?:a\\s+|an\\s+)?${FILLER}${NEG}\\b`,
    ),
    inGroupExempt: true,
  },
  {
    id: 'call-for-harm',
    label: 'a call to expel, ban or harm a group',
    pattern: rx(
      `(?:\\b${G}\\s+(?:should|must|need to|ought to|have to|deserve to|will)\\s+(?:all\\s+)?(?:be\\s+)?${HARM_VERBS}\\b)|(?:\\b(?:should|must|need to|ought to|have to|let's|lets|let us|we will|we'll|time to|we need to|we must|we should|i want to|i'd|i would)\\s+(?:\\w+\\s+){0,2}${HARM_VERBS}\\s+${DET}${G}\\b)|(?:^\\W*${HARM_VERBS}\\s+${DET}${G}\\b)|(?:\\bno\\s+${G}\\s+(?:allowed|welcome)\\b)|(?:\\b${G}\\s+(?:go home|get out|out of (?:our|my) country)\\b)`,
    ),
    inGroupExempt: false,
  },
  {
    id: 'dehumanising',
    label: 'dehumanising language about a group',
    pattern: rx(
      `(?:\\b${DET}${G}\\s+(?:\\w+\\s+){0,3}?${DEHUMANISING}\\b)|(?:\\b${DEHUMANISING}\\s+(?:like\\s+)?(?:the\\s+)?${G}\\b)|(?:\\b${GROUP_ADJECTIVE_SOURCE}\\s+(?:animals|rats|vermin|pigs|dogs|savages|roaches|cockroaches|parasites|scum)\\b)`,
    ),
    inGroupExempt: false,
  },
  {
    id: 'conspiracy',
    label: 'a conspiracy claim about a group',
    pattern: rx(`\\b${DET}${G}\\s+${CONTROL}\\b`),
    inGroupExempt: false,
  },
  {
    id: 'collective-blame',
    label: 'blame laid on a whole group',
    pattern: rx(
      `(?:\\b${DET}${G}\\s+(?:are|is|were)\\s+(?:\\w+\\s+)?(?:to blame|responsible)\\s+for\\b)|(?:\\b(?:blame|it's|it is|it was)\\s+(?:all\\s+)?(?:the\\s+)?${G}(?:'s?)?(?:\\s+fault)?\\b(?=.*\\b(?:fault|blame)\\b|\\s*[.!]))`,
    ),
    inGroupExempt: true,
  },
  {
    id: 'distrust',
    label: 'distrust urged against a group',
    pattern: rx(
      `(?:\\b(?:never|can't|cannot|don't|do not|shouldn't|should not)\\s+trust\\s+(?:a|an|the|any)?\\s*(?:${G}|${M})\\b)|(?:\\b${G}\\s+(?:can't|cannot|can never|should never)\\s+be\\s+trusted\\b)`,
    ),
    inGroupExempt: true,
  },
  {
    id: 'habitual-behaviour',
    label: 'bad behaviour ascribed to a whole group',
    pattern: rx(
      `(?:\\b${DET}${G}\\s+(?:always|all|just|only)\\s+(?:lie|lies|cheat|cheats|steal|steals|complain|whine|scheme|breed|riot|rape|kill|hate|leech|mooch)\\b)|(?:\\b${DET}${G}\\s+(?:never|don't|do not|won't|refuse to)\\s+(?:integrate|assimilate|work|pay taxes|pay|learn|contribute|tell the truth|wash|bathe)\\b)`,
    ),
    inGroupExempt: true,
  },
];
