import { expect, test } from 'vitest';

test('zod reads jitless from the global the entry sets, before zod itself is loaded', async () => {
  await import('./zod-jitless.ts');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
});
