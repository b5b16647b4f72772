import { web } from '@receipts/eslint-config';

export default [...web, { ignores: ['src/routeTree.gen.ts', 'e2e/artifacts/**'] }];
