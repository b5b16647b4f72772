import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { useTestApp } from './test-app.ts';

const t = useTestApp();
const THEME_SNIPPET =
  "\n      try { document.documentElement.dataset.x = '1'; } catch (_) {}\n    ";
const distDir = mkdtempSync(path.join(tmpdir(), 'receipts-dist-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  `<!doctype html><html><head><script>${THEME_SNIPPET}</script></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>`,
);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const appWithWeb = () =>
  createApp({ ...t.services, config: { ...t.services.config, webDistDir: distDir } });

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  return csp;
}

describe('security headers', () => {
  it("the app's HTML allows its inline theme snippet by hash, and no other inline script", async () => {
    const response = await appWithWeb().request('http://receipts.test/books/1');
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const csp = expectSecurityHeaders(response);
    const hash = createHash('sha256').update(THEME_SNIPPET).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
  });

  it('API replies, errors and the docs page carry them too', async () => {
    for (const response of [
      await t.request('/api/auth/status'),
      await t.request('/api/books'),
      await t.request('/trpc/auth.status'),
      await t.request('/api/docs'),
      await t.request('/api/openapi.json'),
    ]) {
      expectSecurityHeaders(response);
    }
  });
});
