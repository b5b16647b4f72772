import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * A running job's progress, written to its row where every process (and every tab) reads it. The
 * same statement reads whether someone asked to cancel: the job stops at its next report.
 */
export class JobProgress {
  constructor(
    private readonly orm: MikroORM,
    private readonly jobId: string,
  ) {}

  /** Records `done` of `total`; 'stop' when the job was cancelled or its book deleted. */
  async report(done: number, total: number): Promise<'go' | 'stop'> {
    const rows: { cancel_requested: boolean }[] = await this.orm.em
      .getConnection()
      .execute(
        `update "book_job" set "done" = ?, "total" = ?, "updated_at" = now() where "id" = ? returning "cancel_requested"`,
        [done, total, this.jobId],
      );
    const row = rows[0];
    return !row || row.cancel_requested ? 'stop' : 'go';
  }
}
