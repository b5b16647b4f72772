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

  /**
   * Records `done` of `total` and the step under way in words (an export's stage; none for the
   * jobs a count says all of); 'stop' when the job was cancelled or its book deleted.
   */
  async report(done: number, total: number, step: string | null = null): Promise<'go' | 'stop'> {
    const rows: { cancel_requested: boolean }[] = await this.orm.em
      .getConnection()
      .execute(
        `update "book_job" set "done" = ?, "total" = ?, "step" = ?, "updated_at" = now() where "id" = ? returning "cancel_requested"`,
        [done, total, step, this.jobId],
      );
    const row = rows[0];
    return !row || row.cancel_requested ? 'stop' : 'go';
  }
}
