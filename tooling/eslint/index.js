// Shared lint rules. The boundary rules keep dependencies pointing one way:
// apps -> packages, and the pure packages free of I/O.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const ioModules = [
  '@mikro-orm/*',
  '@electric-sql/*',
  'pg',
  'hono',
  'hono/*',
  '@hono/*',
  '@trpc/*',
  'react',
  'react-dom',
  'react/*',
  'node:fs',
  'node:fs/promises',
  'node:net',
  'node:http',
  'fs',
  'net',
  'http',
];

export const base = tseslint.config(
  { ignores: ['**/dist/**', '**/styled-system/**', '**/node_modules/**', '**/*.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);

/** packages/domain and packages/editor: pure rules, no database, HTTP, React or file I/O. */
export const pureLibrary = [
  ...base,
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ioModules, message: 'This package is pure: no I/O, database, HTTP or React.' },
            {
              group: ['@receipts/api', '@receipts/web', '@receipts/db'],
              message: 'A package never imports an app or the database.',
            },
          ],
        },
      ],
    },
  },
];

/** packages/db: may use the database, never an app. */
export const library = [
  ...base,
  {
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@receipts/api', '@receipts/web'],
              message: 'A package never imports an app.',
            },
          ],
        },
      ],
    },
  },
];

/** apps/web: only the *type* of the API router, never server code. */
export const web = [
  ...base,
  {
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@receipts/api', '@receipts/api/*'],
              allowTypeImports: true,
              message: 'The web app imports only the type of the tRPC router.',
            },
            {
              group: ['@receipts/db', '@mikro-orm/*', 'pg', 'hono', 'hono/*'],
              message: 'No server code in the browser bundle.',
            },
          ],
        },
      ],
    },
  },
];

/** apps/api */
export const node = base;
