import { fork } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const child = path.join(import.meta.dirname, '../test/fixtures/web-build-gate-child.ts');

/**
 * Runs the fixture with `env`; `talk` may message it once it says it is waiting. A 'built' line
 * before 'web-built' was sent reads 'built (before web-built)'.
 */
function run(env: Record<string, string>, talk: (send: (message: string) => void) => void) {
  let told = false;
  const process_ = fork(child, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const lines: string[] = [];
  process_.stdout!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().trim().split('\n')) {
      lines.push(line === 'built' && !told ? 'built (before web-built)' : line);
      if (line === 'waiting')
        talk((message) => {
          told ||= message === 'web-built';
          process_.send(message);
        });
    }
  });
  return new Promise<string[]>((resolve) => process_.once('exit', () => resolve(lines)));
}

describe('the web build gate', () => {
  it('holds a server started by pnpm start until it is told the web build is there', async () => {
    const lines = await run({ RECEIPTS_WEB_BUILD: 'pending' }, (send) => {
      setTimeout(() => send('something else'), 50);
      setTimeout(() => send('web-built'), 300);
    });
    expect(lines).toEqual(['waiting', 'built']);
  });

  it('holds nothing in any other start', async () => {
    const lines = await run({ RECEIPTS_WEB_BUILD: '' }, () => {});
    expect(lines).toEqual(['waiting', 'built (before web-built)']);
  });
});
