import type { Category } from './hate-constructions.ts';

/** What each category means, in the words feedback uses. */
export const CATEGORY_LABELS: Record<Category, string> = {
  'threat-direct': 'a threat of violence',
  'threat-normative': 'a call for violence or removal',
  'threat-wished': 'a wish for harm',
  dehumanisation: 'dehumanising language',
  hatred: 'an expression of hatred',
  contempt: 'contempt carried by profanity',
  slur: 'a slur',
  'negative-attribute': 'a demeaning generalisation',
  'implicit-derogation': 'implicit derogation',
};

const ADVICE: Record<Category, string> = {
  'threat-direct':
    'cut it; if you are documenting someone else’s threat, put it in quotation marks, name who made it and say why it matters.',
  'threat-normative':
    'cut it; if you are reporting who called for this, quote and attribute them, and aim the critique at the policy or institution behind it.',
  'threat-wished':
    'cut it; satire can wish a policy or an institution gone, never the people in a group.',
  dehumanisation:
    'cut it, or quote the source that said it and condemn it; no framing makes it the writer’s own voice.',
  hatred:
    'if these are someone else’s words, quote and attribute them; otherwise turn the anger on the institution or policy responsible, with a citation.',
  contempt:
    'aim the profanity at the institution or the decision, not the people; if you are quoting it, attribute it.',
  slur: 'if you are discussing the word, put it in quotation marks and say it is a slur; otherwise replace it with the group’s name.',
  'negative-attribute':
    'if this is a stereotype you mean to refute, say so (“the myth that …”) and cite the evidence against it; otherwise critique the system, not the people.',
  'implicit-derogation':
    'if you are reporting this attitude, attribute it and say why it is wrong; otherwise reword it so it targets a system or a decision, not the group.',
};

/** One sentence the writer can act on: what the passage does, to whom, and what to change. */
export function explainFinding(category: Category, group: string): string {
  const label = CATEGORY_LABELS[category];
  return `${label[0]!.toUpperCase()}${label.slice(1)} aimed at ${group} as a group: ${ADVICE[category]}`;
}
