import { setTimeout as sleep } from 'node:timers/promises';
import type { Citation, Job } from '@receipts/domain';
import { expect } from 'vitest';
import { chapterCiting } from './many-citations.ts';

/** A signed-in client of one app process, speaking REST as a script would. */
export function restClient(baseUrl: string, cookie: string) {
  const call = async <T>(method: string, path: string, json?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const body = (await response.json()) as T;
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body;
  };
  return {
    /** A book with one chapter citing `count` works, extracted; returns its id. */
    async bookCiting(count: number): Promise<number> {
      const book = await call<{ id: number }>('POST', '/books', { title: 'Hiring' });
      await call('POST', '/chapters', {
        bookId: book.id,
        title: 'One',
        content: chapterCiting(count),
      });
      await call('POST', `/books/${book.id}/extract-citations`);
      return book.id;
    },
    startJob: (bookId: number, kind: Job['kind']) =>
      call<Job>('POST', `/books/${bookId}/jobs`, { kind }),
    job: (id: string) => call<Job>('GET', `/jobs/${id}`),
    citations: (bookId: number) => call<Citation[]>('GET', `/books/${bookId}/citations`),
  };
}

/** Reads the job until `done` holds (or throws after `timeoutMs`, naming the job's last state). */
export async function jobUntil(
  read: () => Promise<Job>,
  done: (job: Job) => boolean,
  timeoutMs: number,
): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let job: Job | undefined;
    try {
      job = await read();
      if (done(job)) return job;
    } catch {
      // the process may be starting
    }
    if (Date.now() > deadline) throw new Error(`job still ${JSON.stringify(job)}`);
    await sleep(100);
  }
}

/** The pid of the process a job runs on (`host:pid`). */
export const runnerPid = (job: Job) => Number(job.runBy?.split(':').pop());
