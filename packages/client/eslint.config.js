import { pureLibrary } from '@receipts/eslint-config';

export default pureLibrary;
