/**
 * The functionalities of the suite, after the taxonomy of Röttger et al. (2021), "HateCheck:
 * Functional Tests for Hate Speech Detection Models" (ACL 2021): what a reader must get right, each
 * either hateful or not. The cases themselves are written here (templates × groups); none is taken
 * from the published suite, which stays a held-out measure.
 */
export const HATEFUL_FUNCTIONALITIES = [
  'derogation-hatred',
  'derogation-attribute',
  'derogation-dehumanisation',
  'derogation-implicit',
  'threat-direct',
  'threat-normative',
  'slur',
  'profanity-hate',
  'pronoun-hate',
  'negation-hate',
  'phrasing-question',
  'phrasing-opinion',
  'spelling-swapped',
  'spelling-dropped',
  'spelling-added-space',
  'spelling-removed-space',
  'spelling-leetspeak',
  'satire-crossing-the-line',
] as const;

export const NON_HATEFUL_FUNCTIONALITIES = [
  'slur-reclaimed',
  'slur-mentioned',
  'profanity-not-hate',
  'pronoun-not-hate',
  'negation-not-hate',
  'identity-neutral',
  'identity-positive',
  'counter-quote',
  'counter-reference',
  'abuse-object',
  'abuse-individual',
  'abuse-non-protected-group',
  'institution-critique',
  'satire',
] as const;

export type HatefulFunctionality = (typeof HATEFUL_FUNCTIONALITIES)[number];
export type NonHatefulFunctionality = (typeof NON_HATEFUL_FUNCTIONALITIES)[number];
export type Functionality = HatefulFunctionality | NonHatefulFunctionality;

export const isHateful = (f: Functionality): f is HatefulFunctionality =>
  (HATEFUL_FUNCTIONALITIES as readonly string[]).includes(f);

/**
 * A template: {P} plural ("Muslims"), {S} singular with article ("a Muslim"), {M} member without
 * article ("Muslim"), {A} adjective ("Muslim"), {L} a plural slur of the group (one case per slur;
 * groups without one are skipped). A sentence is capitalised where it starts with a placeholder.
 */
export interface Template {
  functionality: Functionality;
  text: string;
}

export type TemplateList = readonly Template[];

/** Templates of one functionality. */
export const templates = (functionality: Functionality, ...texts: string[]): Template[] =>
  texts.map((text) => ({ functionality, text }));
