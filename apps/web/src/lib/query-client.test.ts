import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { createQueryClient } from './query-client.ts';

function unauthorized() {
  return new TRPCClientError('Sign in first', {
    result: {
      error: {
        code: -32001,
        message: 'Sign in first',
        data: { code: 'UNAUTHORIZED', httpStatus: 401 },
      },
    },
  } as never);
}

describe('createQueryClient', () => {
  it('never retries, never refetches on focus or on an interval, and never goes stale (SPEC §7)', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.retry).toBe(false);
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(queries.refetchInterval).toBe(false);
    expect(queries.staleTime).toBe(Infinity);
  });

  it('reports a query answered UNAUTHORIZED, and not other failures', async () => {
    let signedOut = 0;
    const client = createQueryClient(() => (signedOut += 1));
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(unauthorized()) })
      .catch(() => {});
    expect(signedOut).toBe(1);
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new Error('boom')) })
      .catch(() => {});
    expect(signedOut).toBe(1);
  });

  it('tells as each write starts, before it is answered (the toaster is fetched then)', async () => {
    let writes = 0;
    const client = createQueryClient(undefined, () => (writes += 1));
    const write = client
      .getMutationCache()
      .build(client, { mutationFn: () => new Promise((resolve) => setTimeout(resolve, 10)) });
    const done = write.execute(undefined);
    expect(writes).toBe(1);
    await done;
    expect(writes).toBe(1);
  });

  it('keeps no finished write but the one still observed, so saves of a long text do not pile up', async () => {
    const client = createQueryClient();
    const save = new MutationObserver(client, {
      mutationFn: (text: string) => Promise.resolve(text.length),
    });
    const text = 'x'.repeat(100_000);
    for (let i = 0; i < 5; i += 1) await save.mutate(text);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const kept = client.getMutationCache().getAll();
    expect(kept).toHaveLength(1);
    expect(kept[0]!.state.variables).toBe(text);
  });
});
