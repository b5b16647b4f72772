import { templates, type TemplateList } from './functionalities.ts';

/*
 * The third held-out split, written on 28 November 2026 before the third round of tuning (when the
 * second held-out split's misses were studied, which made that split in-sample). Written without
 * reading the engine's word lists or constructions, in the phrasing of published functional test
 * suites (HateCheck's functionalities, paraphrased here; none of its cases read or copied), and never
 * tuned on: the bench and the suite test print its figures, never its misses.
 */
export const THIRD_HELD_OUT_TEMPLATES: TemplateList = [
  ...templates(
    'derogation-hatred',
    'I absolutely detest {P}.',
    '{P} are the people I hate most in this world.',
    'Honestly, {P} just disgust me.',
    'The sight of {S} makes me want to throw up.',
    'Nothing but contempt for {P}.',
  ),
  ...templates(
    'derogation-attribute',
    '{P} are all thieves and liars.',
    '{P} are so dirty, they never wash.',
    '{A} people are incapable of telling the truth.',
    '{P} are a bunch of primitive savages.',
    '{P} are genetically inferior.',
    'All {P} ever do is cheat and steal.',
  ),
  ...templates(
    'derogation-dehumanisation',
    '{P} are nothing but rats.',
    '{P} are subhuman garbage.',
    '{P} breed like cockroaches.',
    '{P} are a cancer eating away at this country.',
  ),
  ...templates(
    'derogation-implicit',
    'The area really went downhill once the {P} arrived.',
    'Lock your car doors if you see {S} nearby.',
    'I would move house before I let {P} live next door.',
    'Our country would be much better off without {P}.',
    '{P} should be grateful we let them live here at all.',
  ),
  ...templates(
    'threat-direct',
    'I am going to kill every {M} I can find.',
    'I will make sure every {M} in this city suffers.',
    'Me and my friends are going to beat up some {P} tonight.',
    'I swear I will stab the next {M} who talks to me.',
  ),
  ...templates(
    'threat-normative',
    '{P} should be exterminated.',
    'The only good {M} is a dead {M}.',
    'We should round up all {P} and put them in camps.',
    '{P} should be wiped out.',
  ),
  ...templates(
    'slur',
    'Bunch of {L} everywhere you look.',
    '{L} are ruining this place.',
    'Nobody wants you {L} here.',
  ),
  ...templates(
    'profanity-hate',
    '{P} are a bunch of fucking parasites.',
    'Fuck all {P}, I hope they die.',
    'I am so fucking sick of {P}.',
  ),
  ...templates(
    'pronoun-hate',
    'Do not talk to me about {P}. I cannot stand them.',
    '{P} moved into the flat upstairs. They stink and I want them gone.',
    'More {P} in the news again. Those people are animals.',
    'My boss hired {S}, and I swear they are all thieves.',
  ),
  ...templates(
    'negation-hate',
    '{P} are not worth the air they breathe.',
    'I will never respect {S}.',
    '{P} do not deserve to live among decent people.',
    'There is nothing good about {P}.',
  ),
  ...templates(
    'phrasing-question',
    'Why do {P} always smell so bad?',
    'Why are {P} so disgusting?',
    'Would the world not be better if {P} just died out?',
    'Can anyone explain why {P} are so stupid?',
  ),
  ...templates(
    'phrasing-opinion',
    'I think {P} are vermin.',
    'In my view, {P} are a plague.',
    'I honestly think all {P} are criminals.',
    'Call me what you like, but {P} are filth.',
  ),
  ...templates(
    'slur-mentioned',
    'Someone sprayed "{L}" on the school wall, and the head teacher called the police.',
    'The court heard that the defendant shouted "{L}" at the family.',
  ),
  ...templates(
    'profanity-not-hate',
    'Fuck me, that was a brilliant concert.',
    'Holy shit, the train is actually on time.',
    'This damn laptop crashed again.',
  ),
  ...templates(
    'pronoun-not-hate',
    'I work with a lot of {P}. They are brilliant at their jobs.',
    'We had {A} neighbours for years. They always looked out for us.',
    '{P} in my town run the food bank. I admire them.',
  ),
  ...templates(
    'negation-not-hate',
    'I do not hate {P}, I never have.',
    '{P} are not vermin, and nobody should call them that.',
    'It is false that {P} are criminals.',
    'There is no reason to fear {P}.',
    '{P} should never be threatened or attacked.',
  ),
  ...templates(
    'identity-neutral',
    '{P} make up about five percent of the population.',
    'My neighbour is {S} who works as a nurse.',
    'Are there many {P} in your town?',
  ),
  ...templates(
    'identity-positive',
    '{P} are some of the kindest people I know.',
    'I love celebrating the holidays with my {A} friends.',
    'Being {S} is something to be proud of.',
  ),
  ...templates(
    'counter-quote',
    '"{P} are parasites" is the kind of lie that gets people killed.',
    'If you say "{P} are animals", you are a bigot.',
    'My uncle said "I hate {P}" at dinner, and we asked him to leave.',
    'He tweeted "kill all {P}" and was arrested the next day.',
  ),
  ...templates(
    'counter-reference',
    'Calling {P} vermin is dehumanising and wrong.',
    'The idea that {P} are inferior has been debunked again and again.',
    'We must stand up to anyone who threatens {P}.',
    'Posts that call for violence against {P} should be removed.',
    'I am tired of hearing people say {P} are dirty.',
  ),
  ...templates(
    'abuse-object',
    'This coffee tastes like garbage.',
    'I want to smash this stupid printer to pieces.',
  ),
  ...templates(
    'abuse-individual',
    'You are a disgusting excuse for a human being.',
    'My ex is a vile, lying parasite.',
  ),
  ...templates(
    'abuse-non-protected-group',
    'Politicians are all liars and thieves.',
    'I hate people who chew with their mouths open.',
    'Landlords are leeches.',
  ),
  ...templates(
    'institution-critique',
    'The housing office turned away {A} tenants for a decade, the inquiry found (Equality Commission, 2022).',
    'The border agency detained {P} without charge, in breach of its own rules (Home Affairs Committee, 2021).',
  ),
];

/** Spelling bases of the third held-out split: [[…]] marks the word each variation changes. */
export const THIRD_HELD_OUT_SPELLING_BASES: readonly string[] = [
  'I [[loathe]] {P}.',
  '[[{P}]] are subhuman.',
  '{P} should be [[exterminated]].',
];
