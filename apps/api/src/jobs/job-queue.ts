import { PgBoss } from 'pg-boss';

/** The one pg-boss queue every book job goes through; its rows live in the `pgboss` schema. */
const QUEUE = 'book-jobs';

/**
 * How quickly a job of a process that died is taken over: its worker refreshes the claim every
 * HEARTBEAT_SECONDS / 2; a claim not refreshed for HEARTBEAT_SECONDS (pg-boss's minimum) is failed
 * by the next supervision pass (every SUPERVISE_SECONDS, on whichever process holds that duty) and
 * the job is retried at once by any process polling the queue.
 */
const HEARTBEAT_SECONDS = 10;
const SUPERVISE_SECONDS = 2;
const POLLING_SECONDS = 1;
/** Jobs one process runs side by side (each on its own book). */
const CONCURRENCY = 2;
/** A job is taken over after a crash this many times before it is given up. */
const RETRY_LIMIT = 20;

export type RunJob = (jobId: string, signal: AbortSignal) => Promise<void>;

interface Log {
  warn(message: string): void;
}

/**
 * The durable queue: pg-boss on the app's own PostgreSQL (embedded or DATABASE_URL's), with its
 * own small pool. Every app process that starts it both sends and works jobs, so a job sent by one
 * process can be run, or taken over after a crash, by any other on the same database.
 */
export class JobQueue {
  #starting: Promise<{ boss: PgBoss; workerId: string }> | undefined;
  #stopped = false;
  /** The jobs this process is running now. */
  readonly #running = new Set<Promise<void>>();

  constructor(
    /** Read when the queue starts (building the server touches no database). */
    private readonly connectionString: () => string,
    private readonly run: RunJob,
    private readonly log: Log = console,
  ) {}

  /** Starts the queue and this process's workers (once; later calls wait for the first). */
  start(): Promise<void> {
    return this.#started().then(() => undefined);
  }

  #started() {
    if (this.#stopped) return Promise.reject(new Error('the job queue is stopped'));
    this.#starting ??= this.#start();
    return this.#starting;
  }

  async #start() {
    const boss = new PgBoss({
      connectionString: this.connectionString(),
      application_name: 'receipts-jobs',
      max: 4,
      schedule: false,
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
    });
    // Without a listener, an 'error' event (a dropped connection, say) would end the process.
    boss.on('error', (error: Error) => this.log.warn(`job queue: ${error.message}`));
    await boss.start();
    await boss.createQueue(QUEUE, {
      heartbeatSeconds: HEARTBEAT_SECONDS,
      retryLimit: RETRY_LIMIT,
      retryDelay: 0,
      expireInSeconds: 6 * 60 * 60,
      deleteAfterSeconds: 24 * 60 * 60,
    });
    const workerId = await boss.work<{ jobId: string }>(
      QUEUE,
      {
        localConcurrency: CONCURRENCY,
        pollingIntervalSeconds: POLLING_SECONDS,
        heartbeatRefreshSeconds: HEARTBEAT_SECONDS / 4,
      },
      async ([job]) => {
        if (!job) return;
        const run = this.run(job.data.jobId, job.signal);
        this.#running.add(run);
        try {
          await run;
        } finally {
          this.#running.delete(run);
        }
      },
    );
    return { boss, workerId };
  }

  /** Queues a job under the id of its row; this process's worker looks at once. */
  async send(jobId: string): Promise<void> {
    const { boss, workerId } = await this.#started();
    await boss.send(QUEUE, { jobId }, { id: jobId });
    boss.notifyWorker(workerId);
  }

  /** The queue's state of a job ('created', 'retry', 'active', 'completed', …), or null when unknown. */
  async stateOf(jobId: string): Promise<string | null> {
    const { boss } = await this.#started();
    return (await boss.getJobById(QUEUE, jobId))?.state ?? null;
  }

  /**
   * Resolves once this process runs no job, whatever their outcome. Tests wait for it before they
   * empty the database: a job still writing while every table is truncated deadlocks with it.
   */
  async whenIdle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }

  /**
   * Stops this process's workers. A job still running after `graceMs` is handed back to the
   * queue (failed, so another process or the next start retries it).
   */
  async stop(graceMs = 3000): Promise<void> {
    this.#stopped = true;
    const starting = this.#starting;
    if (!starting) return;
    const { boss } = await starting.catch(() => ({ boss: undefined }));
    await boss?.stop({ graceful: true, timeout: graceMs, close: true });
  }
}
