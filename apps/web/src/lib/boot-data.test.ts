import { expect, test } from 'vitest';
import { seedBootData } from './boot-data.ts';
import { createQueryClient } from './query-client.ts';
import { createTrpc } from './trpc/trpc.ts';

function dataBlock(queries: unknown[]): HTMLScriptElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'boot-data';
  element.textContent = JSON.stringify({ queries });
  document.body.append(element);
  return element;
}

test('puts the answers sent with the page under the keys the screens read, then drops the block', () => {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient);
  const books = [{ id: 3, title: 'Receipts' }];
  const chapter = { id: 7, bookId: 3, content: '<p>x</p>' };
  const logPage = { items: [{ id: 1 }], nextCursor: 9 };
  const element = dataBlock([
    { path: 'auth.status', data: { authenticated: true, signedInAt: '2026-11-29T05:00:00.000Z' } },
    { path: 'books.list', data: books },
    { path: 'chapters.get', input: { id: 7 }, data: chapter },
    { path: 'eeatLogs.page', input: { limit: 50 }, infinite: true, data: logPage },
  ]);

  seedBootData(queryClient, trpc);

  expect(queryClient.getQueryData(trpc.auth.status.queryKey())).toEqual({
    authenticated: true,
    signedInAt: '2026-11-29T05:00:00.000Z',
  });
  expect(queryClient.getQueryData(trpc.books.list.queryKey())).toEqual(books);
  expect(queryClient.getQueryData(trpc.chapters.get.queryKey({ id: 7 }))).toEqual(chapter);
  expect(queryClient.getQueryData(trpc.chapters.get.queryKey({ id: 8 }))).toBeUndefined();
  expect(queryClient.getQueryData(trpc.eeatLogs.page.infiniteQueryKey({ limit: 50 }))).toEqual({
    pages: [logPage],
    pageParams: [undefined],
  });
  expect(element.isConnected).toBe(false);
});

test('leaves the cache empty when the page carries no data block', () => {
  const queryClient = createQueryClient();
  seedBootData(queryClient, createTrpc(queryClient));
  expect(queryClient.getQueryCache().getAll()).toEqual([]);
});
