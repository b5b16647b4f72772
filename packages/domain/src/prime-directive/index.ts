export {
  checkPrimeDirective,
  judgeSentence,
  type PrimeDirectiveFinding,
  type PrimeDirectiveVerdict,
} from './check-prime-directive.ts';
export { CATEGORIES, type Category } from './hate-constructions.ts';
export { CATEGORY_LABELS, explainFinding } from './explain-finding.ts';
export { PRIME_DIRECTIVE_GUIDANCE } from './definition.ts';
