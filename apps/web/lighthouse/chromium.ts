import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/lib/browser.ts';

/** One Debian Chromium for every Lighthouse run, reachable on a DevTools port (never a downloaded browser). */
export interface DebuggableChromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  /** Gives the browser `name=value` for `url` (the session cookie of the signed-in pages). */
  setCookie(name: string, value: string, url: string): Promise<void>;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'receipts-lighthouse-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const browserSocket = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const match = /DevTools listening on (ws:\/\/\S+)/u.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  child.stderr!.resume();
  return {
    port: Number(new URL(browserSocket).port),
    setCookie: (name, value, url) =>
      sendToBrowser(browserSocket, 'Storage.setCookies', { cookies: [{ name, value, url }] }),
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      // Chromium's helper processes can still be writing to the profile just after the browser
      // exits (seen: ENOTEMPTY); Node retries those errors with a growing pause.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** One DevTools command to the browser target, over its WebSocket. */
function sendToBrowser(socketUrl: string, method: string, params: object): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl);
    socket.onopen = () => socket.send(JSON.stringify({ id: 1, method, params }));
    socket.onmessage = (event) => {
      const reply = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
      if (reply.id !== 1) return;
      socket.close();
      if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
      else resolve();
    };
    socket.onerror = () => reject(new Error(`${method}: the DevTools socket failed`));
  });
}
