import { templates, type TemplateList } from './functionalities.ts';

/*
 * The second held-out split, written on 25 November 2026 before the second round of tuning (when the
 * first held-out split's two weak functionalities were looked at, which made that split in-sample
 * for them). Written without reading the engine's word lists, and never tuned on: the bench and the
 * suite test print its figures, never its misses.
 */
export const SECOND_HELD_OUT_TEMPLATES: TemplateList = [
  ...templates(
    'derogation-hatred',
    'I cannot stand {P}, not a single one of them.',
    'My hatred of {P} grows every day.',
    '{P} make me sick to my stomach.',
    'There is nobody I despise more than {P}.',
  ),
  ...templates(
    'derogation-attribute',
    '{P} are lazy and always will be.',
    '{P} are born liars.',
    'You can never trust {S}.',
    '{P} are too stupid to run their own lives.',
    'All {P} are greedy.',
    '{A} people are naturally criminal.',
  ),
  ...templates(
    'derogation-dehumanisation',
    '{P} are vermin.',
    '{P} are no better than cockroaches.',
    '{P} are parasites feeding on decent people.',
  ),
  ...templates(
    'derogation-implicit',
    'The neighbourhood was fine until the {P} moved in.',
    'I would never let my daughter marry {S}.',
    'Keep an eye on your wallet when {P} are around.',
  ),
  ...templates(
    'threat-direct',
    'I am going to hurt every {M} I see.',
    'We will drive {P} out of this town by force.',
    'I will shoot the next {M} who walks past my house.',
  ),
  ...templates(
    'threat-normative',
    '{P} should all be locked up.',
    'Someone needs to get rid of {P} for good.',
    '{P} deserve to be beaten.',
  ),
  ...templates('slur', 'Get lost, you filthy {L}.', 'Too many {L} around here these days.'),
  ...templates('profanity-hate', '{P} are fucking useless.', 'Screw all {P}, they are trash.'),
  ...templates(
    'pronoun-hate',
    'I met some {P} yesterday. They are all the same, dirty and dishonest.',
    'Have you seen {P}? I wish they would all disappear.',
    '{P} keep arriving. They are a plague.',
  ),
  ...templates(
    'negation-hate',
    '{P} are not human.',
    'No {M} can ever be trusted.',
    '{P} will never be real citizens, they are scum.',
  ),
  ...templates(
    'phrasing-question',
    'Why are {P} such liars?',
    'Is there anything more disgusting than {P}?',
    'Why do {P} ruin everything they touch?',
  ),
  ...templates(
    'phrasing-opinion',
    'I believe {P} are a curse on this country.',
    'Personally, I find {P} repulsive.',
    'I feel {P} are worthless.',
    'To be honest, {P} are the worst people on earth.',
    'As far as I am concerned, {P} are animals.',
  ),
  ...templates(
    'slur-mentioned',
    'Calling people "{L}" is hateful, and she said so.',
    'The report lists "{L}" among the slurs used online.',
  ),
  ...templates(
    'profanity-not-hate',
    'Damn, that exam was hard.',
    'What the hell happened to the printer?',
  ),
  ...templates(
    'pronoun-not-hate',
    'I met some {P} at the market. They were selling fresh bread.',
    '{P} celebrated the holiday last week. They invited the whole street.',
  ),
  ...templates(
    'negation-not-hate',
    '{P} are not criminals.',
    'It is wrong to say that {P} are lazy.',
    'No one should hate {P}.',
  ),
  ...templates(
    'identity-neutral',
    'Many {P} live in the northern districts.',
    'My colleague is {S}.',
    'The survey asked {P} about their commute.',
  ),
  ...templates(
    'identity-positive',
    '{P} have made this city richer in every way.',
    'I am proud to have {A} friends.',
  ),
  ...templates(
    'counter-quote',
    'When he said "{P} are vermin" he was rightly condemned.',
    'Saying "{P} should be locked up" is exactly the hate we must reject.',
  ),
  ...templates(
    'counter-reference',
    'Claims that {P} are criminals are false and dangerous.',
    'The study refutes the old lie that {P} are lazy.',
  ),
  ...templates(
    'abuse-object',
    'This stupid phone is useless garbage.',
    'I hate this broken chair.',
  ),
  ...templates('abuse-individual', 'My landlord is a lying crook.', 'That referee is an idiot.'),
  ...templates(
    'abuse-non-protected-group',
    'Tax lawyers are parasites.',
    'Estate agents are all liars.',
  ),
  ...templates(
    'institution-critique',
    'The ministry failed {P} for decades, as the audit shows (Smith, 2021).',
    'The police force must answer for how it treated {A} families (Jones, 2019).',
  ),
];

/** Spelling bases of the second held-out split: [[…]] marks the word each variation changes. */
export const SECOND_HELD_OUT_SPELLING_BASES: readonly string[] = [
  'I [[despise]] {P}.',
  '{P} are [[worthless]] scum.',
  '{P} are [[disgusting]].',
];
