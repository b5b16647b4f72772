import type { Browser } from 'playwright-core';
import { newBenchContext } from './browser.ts';
import { placeCaret, type CaretAt, type CaretPlacement } from './caret.ts';
import { typeWithProbe, type TypingProbe } from './probe.ts';

export interface TypingFigures extends TypingProbe {
  caret: CaretPlacement;
}

export interface TypingOptions {
  keystrokes: number;
  intervalMs: number;
  caret: CaretAt;
  /** The chapter's HTML as stored: where the caret goes is read from it. */
  html: string;
  /** Cookie of a signed-in session ("name=value"), for the app. */
  cookie?: string;
  /** Wait for the app's save indicator to say "Saved" after typing (the trailing save). */
  waitForSave?: boolean;
}

/**
 * Opens `path` in Chromium, puts the caret at the start, middle or end (`placeCaret`) and types
 * `keystrokes` characters at `intervalMs` (continuous typing: in the app, the 10 s maximum wait
 * triggers an autosave mid-typing), with the keystroke probe installed.
 */
export async function benchTyping(
  browser: Browser,
  baseUrl: string,
  path: string,
  { keystrokes, intervalMs, caret, html, cookie, waitForSave = false }: TypingOptions,
): Promise<TypingFigures> {
  const context = await newBenchContext(browser, baseUrl, cookie);
  try {
    const page = await context.newPage();
    await page.goto(path);
    const editor = page.getByTestId('chapter-editor');
    await editor.waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    const placed = await placeCaret(page, editor, caret, html);
    await page.waitForTimeout(1200);
    const probe = await typeWithProbe(page, keystrokes, intervalMs, async () => {
      if (!waitForSave) return;
      await page
        .getByTestId('save-indicator')
        .filter({ hasText: /^Saved / })
        .waitFor({ timeout: 30_000 });
    });
    if (process.env.BENCH_DEBUG) {
      console.log(
        'long tasks (ms after typing started: duration)',
        probe.longTasksAfterStart
          .map((t) => `${Math.round(t.start)}:${Math.round(t.duration)}`)
          .join(' '),
      );
      console.log(
        'saves completed (ms after typing started)',
        probe.savesAfterStart.map((t) => Math.round(t)).join(' '),
      );
    }
    return { ...probe, caret: placed };
  } finally {
    await context.close();
  }
}
