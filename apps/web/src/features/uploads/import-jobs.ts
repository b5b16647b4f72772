import { useQuery } from '@tanstack/react-query';
import { isActiveJobState, messages, type Job } from '@receipts/domain';
import { useEffect, useRef, useState } from 'react';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';

/**
 * Large imports run as jobs on the server (docs/decisions/jobs.md). The page names the job before
 * it sends the file (X-Import-Job-Id, or the bibliography import's jobId) and keeps that name in
 * localStorage, so while the call waits the button shows the job's progress, and after a reload
 * (the call gone with the page) the page follows the job to its end and tells how it went.
 */
const STORAGE_KEY = 'receipts.import-jobs';
/** Jobs whose call this tab is still waiting for: their end is told by the call's reply. */
const inFlight = new Set<string>();
const ACTIVE_POLL_MS = 1000;

interface PendingImport {
  jobId: string;
  /** Which button follows it: 'chapters:12', 'plan', 'bibliography:12'. */
  scope: string;
}

function readPending(): PendingImport[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? (value as PendingImport[]) : [];
  } catch {
    return [];
  }
}

function writePending(list: PendingImport[]) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // storage full or refused: the import still runs, only a reload loses sight of it
  }
}

const forget = (jobId: string) => writePending(readPending().filter((p) => p.jobId !== jobId));

/**
 * Names the job of an upload about to be sent and remembers it; `done` forgets it once the call
 * has answered (its reply is shown as before).
 */
export function beginImport(scope: string): { jobId: string; done: () => void } {
  const jobId = crypto.randomUUID();
  inFlight.add(jobId);
  writePending([...readPending().filter((p) => p.scope !== scope), { jobId, scope }]);
  window.dispatchEvent(new Event(STORAGE_KEY));
  return {
    jobId,
    done: () => {
      inFlight.delete(jobId);
      forget(jobId);
      window.dispatchEvent(new Event(STORAGE_KEY));
    },
  };
}

/**
 * The import job of `scope` this browser started and has not seen end, read every second: its
 * progress while it runs; `onFinished` once it ends, when no call of this tab is waiting for it
 * (the page was reloaded meanwhile). A job the server never recorded (the upload was cut off by the
 * reload, or it was small enough to run in its request) is forgotten.
 */
export function useImportJob(scope: string, onFinished: (job: Job) => void): Job | null {
  const trpc = useTrpc();
  const [jobId, setJobId] = useState<string | null>(
    () => readPending().find((p) => p.scope === scope)?.jobId ?? null,
  );
  useEffect(() => {
    const reread = () => setJobId(readPending().find((p) => p.scope === scope)?.jobId ?? null);
    reread();
    window.addEventListener(STORAGE_KEY, reread);
    window.addEventListener('storage', reread);
    return () => {
      window.removeEventListener(STORAGE_KEY, reread);
      window.removeEventListener('storage', reread);
    };
  }, [scope]);
  const query = useQuery({
    ...trpc.jobs.get.queryOptions({ id: jobId ?? '00000000-0000-4000-8000-000000000000' }),
    enabled: jobId !== null,
    retry: false,
    refetchInterval: (q) =>
      q.state.data && !isActiveJobState(q.state.data.state) ? false : ACTIVE_POLL_MS,
  });
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const job = jobId !== null && query.data?.id === jobId ? query.data : null;
  useEffect(() => {
    if (jobId === null || inFlight.has(jobId)) return;
    if (query.isError) {
      forget(jobId);
      setJobId(null);
    } else if (job && !isActiveJobState(job.state)) {
      forget(jobId);
      setJobId(null);
      finished.current(job);
    }
  }, [jobId, job, query.isError]);
  return job && isActiveJobState(job.state) ? job : null;
}

/** The button's text while an import job runs: "Reading the document… (step 1 of 3)". */
export const importJobLabel = (job: Job) =>
  job.state === 'queued' && job.done === 0
    ? messages.jobs.queued
    : messages.jobs.progress[job.kind](job.done, job.total);
