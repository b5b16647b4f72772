import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@receipts/db';

export interface StartFigures {
  /** Opening a new, empty data folder: creating the database and running every migration. */
  firstStart: number[];
  /** Opening it again after a clean close. */
  laterStart: number[];
}

/** Times `openDatabase` (ready for queries, migrations applied) on fresh and on used data folders. */
export async function benchStartTime(samples = 3): Promise<StartFigures> {
  const figures: StartFigures = { firstStart: [], laterStart: [] };
  for (let i = 0; i < samples; i++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-start-'));
    try {
      let start = performance.now();
      const first = await openDatabase({ dataDir });
      figures.firstStart.push(performance.now() - start);
      await first.close();
      start = performance.now();
      const later = await openDatabase({ dataDir });
      figures.laterStart.push(performance.now() - start);
      await later.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return figures;
}
