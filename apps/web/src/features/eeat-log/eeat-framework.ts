import { EEAT_WEIGHTS } from '@receipts/domain';

export interface FrameworkPillar {
  name: string;
  points: number;
  summary: string;
  criteria: ReadonlyArray<{ name: string; points: number }>;
}

/**
 * SPEC §3's scoring framework, as the explanatory card presents it: expertise and authoritativeness
 * are shown together (20 + 15 = 35). Pillar weights come from EEAT_WEIGHTS.
 */
export const EEAT_FRAMEWORK: readonly FrameworkPillar[] = [
  {
    name: 'Trustworthiness',
    points: EEAT_WEIGHTS.trustworthiness,
    summary: 'Receipts for every claim, handled ethically and openly.',
    criteria: [
      { name: 'Receipts (citation) density', points: 20 },
      { name: 'Ethical compliance', points: 15 },
      { name: 'Transparency', points: 5 },
    ],
  },
  {
    name: 'Expertise & Authoritativeness',
    points: EEAT_WEIGHTS.expertise + EEAT_WEIGHTS.authoritativeness,
    summary: `Expertise (${EEAT_WEIGHTS.expertise}) is scholarly depth and synthesis; authoritativeness (${EEAT_WEIGHTS.authoritativeness}) is source authority and completeness.`,
    criteria: [
      { name: 'Scholarly depth', points: 15 },
      { name: 'Source authority', points: 10 },
      { name: 'Topical completeness', points: 10 },
    ],
  },
  {
    name: 'Experience',
    points: EEAT_WEIGHTS.experience,
    summary: 'Satire grounded in evidence, and a system that holds together.',
    criteria: [
      { name: 'Empirical satire effectiveness', points: 15 },
      { name: 'System coherence', points: 10 },
    ],
  },
];

export const PRIME_DIRECTIVE =
  'Content targeting people as an ethnic or religious group scores 0. Critique of systems or institutions backed by citations is allowed.';
