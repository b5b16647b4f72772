import type { AppServices } from '../app-services.ts';
import { reconcileJobs } from './reconcile-jobs.ts';

const RECONCILE_EVERY_MS = 60_000;

/**
 * Starts this process's share of the job queue: its workers (which take over the jobs of a
 * process that died), then the reconciliation, now and every minute. Returns the stop.
 */
export async function startJobs(
  services: Pick<AppServices, 'orm' | 'jobs'>,
  log: Pick<Console, 'warn'> = console,
): Promise<() => Promise<void>> {
  await services.jobs.start();
  const reconcile = () =>
    reconcileJobs(services.orm, services.jobs).catch((error: unknown) =>
      log.warn(`job reconciliation failed: ${error instanceof Error ? error.message : error}`),
    );
  await reconcile();
  const timer = setInterval(() => void reconcile(), RECONCILE_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await services.jobs.stop();
  };
}
