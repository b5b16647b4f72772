import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runRefusedStart } from './app-process.ts';

/** A start the operator must put right prints one line saying what to do, and no stack trace. */
describe('a start that cannot work', () => {
  it('says in one line what setting to fix', async () => {
    const { code, stderr } = await runRefusedStart({ AI_PROVIDER: 'claude' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Receipts cannot start: AI_PROVIDER must be offline, gemini or openai, got "claude"',
    );
  });

  it.runIf(process.getuid?.() === 0)(
    'run as root with DATA_DIR inside a folder only root may enter, names the folder and what to do',
    async () => {
      const closed = mkdtempSync(path.join(tmpdir(), 'receipts-closed-home-')); // 0700, as a home is
      try {
        const { code, stderr } = await runRefusedStart({
          DATA_DIR: path.join(closed, 'data'),
          DATABASE_URL: '',
        });
        expect(code).toBe(1);
        const lines = stderr.trim().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toContain(`(no access to ${closed})`);
        expect(lines[0]).toContain('e.g. DATA_DIR=/var/lib/receipts');
      } finally {
        rmSync(closed, { recursive: true, force: true });
      }
    },
  );
});
