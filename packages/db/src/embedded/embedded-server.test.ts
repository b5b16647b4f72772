import { readdirSync, readFileSync, statSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from './embedded-server.ts';
import { postmastersOn, processesIn } from './running-postmaster.ts';

async function query<T = Record<string, unknown>>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every file and folder under `dir` with its permission bits. */
function modes(dir: string): { file: string; mode: number }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((entry) => ({
    file: entry,
    mode: statSync(path.join(dir, entry)).mode & 0o777,
  }));
}

describe('the embedded PostgreSQL server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-embedded-'));
  let server: EmbeddedServer;

  beforeAll(async () => {
    server = await startEmbeddedServer(dataDir);
    await query(server.url, 'create table note (id serial primary key, body text not null)');
    await query(server.url, `insert into note (body) values ('written before any crash')`);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is durable, answers on 127.0.0.1 only and wants the password', async () => {
    const [settings] = await query(
      server.url,
      `select current_setting('fsync') as fsync, current_setting('synchronous_commit') as sync,
        current_setting('full_page_writes') as fpw, current_setting('listen_addresses') as listen,
        current_setting('unix_socket_directories') as sockets`,
    );
    expect(settings).toEqual({
      fsync: 'on',
      sync: 'on',
      fpw: 'on',
      listen: '127.0.0.1',
      sockets: '',
    });
    const withoutPassword = new URL(server.url);
    withoutPassword.password = '';
    await expect(query(withoutPassword.toString(), 'select 1')).rejects.toThrow();
    const wrongPassword = new URL(server.url);
    wrongPassword.password = 'guessed';
    await expect(query(wrongPassword.toString(), 'select 1')).rejects.toThrow(
      /password authentication failed/,
    );
  });

  it('keeps its files to itself (folders 0700, files 0600) and its password in a 0600 file', () => {
    expect(statSync(server.paths.home).mode & 0o777).toBe(0o700);
    expect(statSync(server.paths.passwordFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(server.paths.passwordFile, 'utf8').trim()).toMatch(/^[0-9a-f]{48}$/);
    const loose = modes(server.paths.cluster).filter(
      ({ file, mode }) =>
        mode !== (statSync(path.join(server.paths.cluster, file)).isDirectory() ? 0o700 : 0o600),
    );
    expect(loose).toEqual([]);
  });

  it.runIf(process.getuid?.() === 0)('runs as an unprivileged account when started by root', () => {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
    expect(uid).toBeGreaterThan(0);
    expect(statSync(server.paths.cluster).uid).toBe(uid);
  });

  it('is adopted, not started twice, when the app that started it is gone', async () => {
    // The first handle is never stopped, as when the app is killed: its server keeps running.
    const again = await startEmbeddedServer(dataDir);
    expect(again.adopted).toBe(true);
    expect(again.pid).toBe(server.pid);
    expect(postmastersOn(server.paths.cluster)).toEqual([server.pid]);
    expect(await query(again.url, 'select body from note')).toEqual([
      { body: 'written before any crash' },
    ]);
    server = again;
  });

  it('starts afresh, recovering every committed row, after the server itself was killed', async () => {
    await query(server.url, `insert into note (body) values ('committed just before')`);
    process.kill(server.pid, 'SIGKILL');
    const restarted = await startEmbeddedServer(dataDir);
    server = restarted;
    expect(restarted.adopted).toBe(false);
    expect(postmastersOn(server.paths.cluster)).toEqual([restarted.pid]);
    expect(await query(restarted.url, 'select body from note order by id')).toEqual([
      { body: 'written before any crash' },
      { body: 'committed just before' },
    ]);
  });

  it('starts despite a lock file naming a process that is not its server (a reused id)', async () => {
    await server.stop();
    const lockFile = path.join(server.paths.cluster, 'postmaster.pid');
    writeFileSync(lockFile, `${process.pid}\n${server.paths.cluster}\n0\n5432\n\n\n\nready\n`);
    server = await startEmbeddedServer(dataDir);
    expect(server.adopted).toBe(false);
    expect(await query(server.url, 'select count(*)::int as n from note')).toEqual([{ n: 2 }]);
  });

  it('stops: no process is left working on its folder', async () => {
    await server.stop();
    expect(processesIn(server.paths.cluster)).toEqual([]);
  });
});
