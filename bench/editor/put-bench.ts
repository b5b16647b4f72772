import { percentile } from '../api/stats.ts';
import type { Session } from './session.ts';

export interface PutFigures {
  samples: number;
  median: number;
  p95: number;
  bytes: number;
}

/** `content` with `word` typed at the end of the paragraph nearest its middle, as an edit mid-chapter does. */
function typeInMiddle(content: string, word: string): string {
  const at = content.indexOf('</p>', content.length >> 1);
  return `${content.slice(0, at)} ${word}${content.slice(at)}`;
}

/**
 * The autosave PUT of a large chapter, as the editor sends it: the whole HTML (as the editor writes
 * it, which is the stored form) with the version it was based on. Each save changes the text (one
 * more word in the middle paragraph), so the server really checks, sanitises, counts, writes and
 * bumps the version every time.
 */
export async function benchAutosavePut(
  session: Session,
  chapterId: number,
  content: string,
  version: number,
  samples: number,
  warmup = 3,
): Promise<PutFigures> {
  let baseVersion = version;
  let text = content;
  const times: number[] = [];
  for (let i = 0; i < warmup + samples; i++) {
    text = typeInMiddle(text, `autosave${i}`);
    const body = { content: text, wordCount: 0, eeatScore: null, baseVersion };
    const start = performance.now();
    const saved = await session.call<{ version: number }>(
      'PUT',
      `/api/chapters/${chapterId}`,
      body,
    );
    const elapsed = performance.now() - start;
    baseVersion = saved.version;
    if (i >= warmup) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return {
    samples,
    median: percentile(times, 50),
    p95: percentile(times, 95),
    bytes: content.length,
  };
}
