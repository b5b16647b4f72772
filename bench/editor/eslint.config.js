import { node } from '@receipts/eslint-config';

export default node;
