import { CATEGORY_LABELS } from './explain-finding.ts';
import { CATEGORIES, type Category } from './hate-constructions.ts';

/** What each category covers, for a model given the same rule as the offline engine. */
const CATEGORY_DEFINITIONS: Record<Category, string> = {
  'threat-direct': 'the writer says they will harm members of the group',
  'threat-normative': 'the writer says the group should be harmed, expelled, deported or killed',
  'threat-wished': 'the writer wishes death, suffering or disappearance on the group',
  dehumanisation: 'the group likened to animals, vermin, disease or filth, or called not human',
  hatred: 'the writer says they hate, despise or are disgusted by the group',
  contempt: 'contempt for the group carried by profanity ("f*** all …", "… are pieces of s***")',
  slur: 'a slur for the group, used rather than discussed',
  'negative-attribute':
    'a negative trait given to the whole group ("… are lazy", "every … is a thief")',
  'implicit-derogation':
    'derogation without explicit insult: the group belongs in a zoo, ruins the country, should go back, cannot be trusted, does not deserve rights, the world would be better without it',
};

/**
 * The Prime Directive as given to a model: the same definition, categories and use/mention
 * guidance as the offline engine, and the same shape of finding.
 */
export const PRIME_DIRECTIVE_GUIDANCE = `The Prime Directive: content that targets people as an ethnic, national, racial or religious group, or by immigration status, is a violation and scores 0. Critique of systems, governments, institutions and policies backed by citations is allowed.
A violation is a passage in which the writer, in their own voice, attacks the group itself. Categories:
${CATEGORIES.map((c) => `- ${c} (${CATEGORY_LABELS[c]}): ${CATEGORY_DEFINITIONS[c]}`).join('\n')}
Read as a reader does: see through disguised spellings (leetspeak, dropped, swapped or repeated letters, added or removed spaces, look-alike characters) and follow "they", "them" and "those people" back to the group named in the sentence or two before.
Use versus mention: words the writer quotes or attributes in order to mock, report or condemn them, stereotypes stated in order to refute them with evidence, negated claims ("not all …", "no … deserves to die"), questions asked in order to reject them, and reclaimed terms in the group's own voice are not violations. Hate quoted approvingly is. Threats and dehumanisation are never excused by a citation.
List each violating passage verbatim in "violations" with its "category" (one of the ids above), the "group" targeted (plural, e.g. "Muslims") and a one-sentence "reason" the writer can act on; otherwise "violations" is empty.`;
