import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createReceiptsClient } from '@receipts/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientContract } from '../src/http/openapi/client-contract.ts';
import { buildOpenApiDocument } from '../src/http/openapi-document.ts';
import { appRouter } from '../src/router.ts';
import { useTestApp } from './test-app.ts';

const t = useTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.signIn();
});

const clientDir = dirname(createRequire(import.meta.url).resolve('@receipts/client/openapi.json'));

describe('packages/client', () => {
  it('holds the document the server serves and the types generated from it', async () => {
    const files = await clientContract(buildOpenApiDocument(appRouter));
    for (const [file, text] of Object.entries(files)) {
      expect(
        readFileSync(join(clientDir, file), 'utf8') === text,
        `packages/client/${file} is out of date: run pnpm --filter @receipts/api openapi:write`,
      ).toBe(true);
    }
  });

  it('lets a script with a read token list books and export one, and not write', async () => {
    const made = await t.request('/api/books', {
      method: 'POST',
      cookie,
      json: { title: 'Receipts', targetWordCount: 1000, currentWordCount: 0, status: 'planning' },
    });
    const bookId = ((await made.json()) as { id: number }).id;
    const tokenReply = await t.request('/api/tokens', {
      method: 'POST',
      cookie,
      json: { name: 'script', scope: 'read' },
    });
    const { token } = (await tokenReply.json()) as { token: string };
    const client = createReceiptsClient({
      baseUrl: 'http://receipts.test',
      token,
      fetch: async (request) => t.app.request(request),
    });

    const books = await client.GET('/books');
    expect(books.data?.map((book) => book.title)).toEqual(['Receipts']);

    const file = await client.GET('/books/{id}/export', {
      params: { path: { id: bookId }, query: { format: 'md' } },
      parseAs: 'text',
    });
    expect(file.response.status).toBe(200);
    expect(file.data).toContain('# Receipts');

    const refused = await client.POST('/books', {
      body: { title: 'Nope', targetWordCount: 1, currentWordCount: 0, status: 'planning' },
    });
    expect(refused.response.status).toBe(403);
    expect(refused.error?.message).toContain('can only read');
  });
});
