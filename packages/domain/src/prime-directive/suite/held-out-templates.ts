import { templates, type TemplateList } from './functionalities.ts';

/*
 * The held-out split: written before the engine was tuned, and never tuned on. The bench and the
 * suite test report its figures separately from the tuning split's; its misses are not printed, so
 * nobody tunes to them by accident.
 */
export const HELD_OUT_TEMPLATES: TemplateList = [
  ...templates(
    'derogation-hatred',
    'Honestly, I have nothing but hatred for {P}.',
    'Nothing makes me angrier than {P}, I loathe every one of them.',
    '{P} fill me with disgust.',
  ),
  ...templates(
    'derogation-attribute',
    '{P} are dishonest by nature.',
    'Every {M} I have ever met was a thief.',
    '{A} men are all violent brutes.',
  ),
  ...templates(
    'derogation-dehumanisation',
    '{P} are a disease on this country.',
    '{P} multiply like rats.',
    'To me {P} are just animals walking on two legs.',
  ),
  ...templates(
    'derogation-implicit',
    '{P} should stick to sweeping floors.',
    'I would never let my daughter marry {S}.',
    'This neighbourhood was fine until the {P} showed up and ruined it.',
  ),
  ...templates(
    'threat-direct',
    'I am going to hunt down every {M} in this town.',
    "I'll put a bullet in the next {M} I see.",
    'We will burn down every {A} home on this street.',
  ),
  ...templates(
    'threat-normative',
    'Somebody should shoot all {P}.',
    '{P} deserve to be hanged.',
    'It would be right to wipe {P} off the map.',
  ),
  ...templates('slur', 'Look at all these {L} taking over the high street.', 'Go home, {L}.'),
  ...templates(
    'profanity-hate',
    'Fuck {P}, every last one of them.',
    '{P} are a bunch of worthless shits.',
  ),
  ...templates(
    'pronoun-hate',
    'There are more {P} in my street every year. They are filth.',
    'My new colleague is {S}. I hope they all rot in hell.',
    'I keep seeing {P} on the news. I want to kill them all.',
  ),
  ...templates(
    'negation-hate',
    '{P} are not real people.',
    'No {M} will ever be welcome in my house.',
  ),
  ...templates(
    'phrasing-question',
    'Why are {P} such parasites?',
    'Should we not just get rid of all {P}?',
  ),
  ...templates('phrasing-opinion', 'In my opinion {P} are vile.', 'If you ask me, {P} are scum.'),
  ...templates(
    'slur-mentioned',
    'The word "{L}" is a slur and should not be used.',
    'He was fired for calling his colleagues {L}.',
  ),
  ...templates(
    'profanity-not-hate',
    'Fuck, I forgot my keys again.',
    'This shitty weather is ruining my week.',
  ),
  ...templates(
    'pronoun-not-hate',
    'I met some {P} at the market. They were kind and funny.',
    'My neighbours are {P}. I love them.',
  ),
  ...templates(
    'negation-not-hate',
    'I would never hurt {S}.',
    '{P} are not a threat to anyone.',
    'Nobody should hate {P}.',
  ),
  ...templates(
    'identity-neutral',
    'My best friend is {S}.',
    'The survey asked {A} women about their commute.',
  ),
  ...templates(
    'identity-positive',
    '{P} have contributed so much to this city.',
    'I admire {P} for their resilience.',
  ),
  ...templates(
    'counter-quote',
    'When he wrote "{P} are vermin", he showed us who he is.',
    '"I hate {P}" is not an opinion, it is bigotry.',
  ),
  ...templates(
    'counter-reference',
    'It is shameful to claim that {P} are criminals.',
    'People who call {P} animals should be ashamed of themselves.',
  ),
  ...templates(
    'abuse-object',
    'I hate this stupid printer, it is garbage.',
    'These cockroaches in the kitchen are disgusting vermin.',
  ),
  ...templates(
    'abuse-individual',
    'You are a pathetic, lying little worm.',
    'My landlord is scum and I hope he chokes on his rent.',
  ),
  ...templates(
    'abuse-non-protected-group',
    'Estate agents are parasites.',
    'I hate cyclists who run red lights.',
  ),
  ...templates(
    'institution-critique',
    'The {A} lobby spends millions buying votes (OpenSecrets, 2022).',
  ),
];

/**
 * Spelling bases of the held-out split: [[…]] marks the word each variation changes.
 */
export const HELD_OUT_SPELLING_BASES: readonly string[] = [
  '[[{P}]] are disgusting.',
  'I [[despise]] {P}.',
  'All {P} should be [[killed]].',
];
