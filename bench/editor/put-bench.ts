import { percentile } from '../api/stats.ts';
import type { Session } from './session.ts';

export interface PutFigures {
  samples: number;
  median: number;
  p95: number;
  bytes: number;
}

/**
 * The autosave PUT of a large chapter, as the editor sends it: the whole HTML with the version it
 * was based on. Each save changes the text (one more word), so the server really sanitises, counts,
 * writes and bumps the version every time.
 */
export async function benchAutosavePut(session: Session, chapterId: number, content: string, version: number, samples: number, warmup = 3): Promise<PutFigures> {
  let baseVersion = version;
  const times: number[] = [];
  for (let i = 0; i < warmup + samples; i++) {
    const body = { content: `${content}<p>Autosave ${i}.</p>`, wordCount: 0, eeatScore: null, baseVersion };
    const start = performance.now();
    const saved = await session.call<{ version: number }>('PUT', `/api/chapters/${chapterId}`, body);
    const elapsed = performance.now() - start;
    baseVersion = saved.version;
    if (i >= warmup) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { samples, median: percentile(times, 50), p95: percentile(times, 95), bytes: content.length };
}
