import { library } from '@receipts/eslint-config';

export default library;
