import { web } from '@receipts/eslint-config';

const nodeGlobals = Object.fromEntries(
  ['console', 'process', 'setTimeout', 'clearTimeout', 'fetch', 'URL', 'Buffer'].map((name) => [
    name,
    'readonly',
  ]),
);

export default [
  ...web,
  { ignores: ['src/routeTree.gen.ts', 'e2e/artifacts/**'] },
  // Build and test scripts run in Node.
  { files: ['**/*.mjs'], languageOptions: { globals: nodeGlobals } },
];
