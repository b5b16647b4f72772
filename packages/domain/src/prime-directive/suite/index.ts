export { buildSuite, type SuiteCase, type Split } from './build-suite.ts';
export { scoreSuite, type SuiteScore, type FunctionalityScore } from './score-suite.ts';
export {
  HATEFUL_FUNCTIONALITIES,
  NON_HATEFUL_FUNCTIONALITIES,
  type Functionality,
} from './functionalities.ts';
export { SUITE_GROUPS } from './suite-groups.ts';
export { differentialTexts, type DifferentialText } from './differential-texts.ts';
