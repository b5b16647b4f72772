export {
  checkPrimeDirective,
  judgeSentence,
  splitSentences,
  type PrimeDirectiveFinding,
  type PrimeDirectiveVerdict,
} from './check-prime-directive.ts';
export { TARGETING_RULES, type TargetingRule } from './targeting-rules.ts';
