import type { Page } from 'playwright-core';
import { percentile } from '../api/stats.ts';

/*
 * The keystroke probe, the same for the app and the editors it is compared with: keystroke-to-paint
 * latencies (keydown's timestamp to the end of the frame that shows it) and long tasks, recorded in
 * the page, for one schedule of keys sent through Chromium's input pipeline.
 */

interface ProbeRecord {
  latencies: number[];
  longTasks: { start: number; duration: number }[];
  saves: number[];
}

/** Installed in the page before typing. */
function instrument() {
  const probe: ProbeRecord = { latencies: [], longTasks: [], saves: [] };
  const indicator = document.querySelector('[data-testid="save-indicator"]');
  if (indicator) {
    new MutationObserver(() => {
      if (indicator.textContent?.startsWith('Saved')) probe.saves.push(performance.now());
    }).observe(indicator, { childList: true, characterData: true, subtree: true });
  }
  (window as unknown as { __probe: ProbeRecord }).__probe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  const channel = new MessageChannel();
  const pending: number[] = [];
  channel.port1.onmessage = () => {
    const at = pending.shift();
    if (at !== undefined) probe.latencies.push(performance.now() - at);
  };
  document.addEventListener(
    'keydown',
    (event) => {
      const at = event.timeStamp;
      // The frame that shows the keystroke runs this rAF callback; a message posted from it is
      // handled right after that frame has been produced.
      requestAnimationFrame(() => {
        pending.push(at);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
}

export interface TypingProbe {
  /** Keystroke-to-paint latencies, sorted. */
  latencies: number[];
  median: number;
  p95: number;
  max: number;
  /** Long tasks (ms) that started while typing, and after it until the probe was read. */
  longTasksWhileTyping: number[];
  longTasksAfterTyping: number[];
  /** When saves completed, in ms after typing started (the app's save indicator). */
  savesAfterStart: number[];
  longTasksAfterStart: { start: number; duration: number }[];
}

const TEXT = 'the receipts are in and they are damning ';

/**
 * Types `keystrokes` characters at the caret, one every `intervalMs` (continuous typing), with the
 * probe installed; `afterTyping` runs before the probe is read (e.g. to wait for the trailing save).
 */
export async function typeWithProbe(
  page: Page,
  keystrokes: number,
  intervalMs: number,
  afterTyping: () => Promise<void> = async () => {},
): Promise<TypingProbe> {
  await page.evaluate(instrument);
  const typingStart = await page.evaluate(() => performance.now());
  for (let i = 0; i < keystrokes; i++) {
    const key = TEXT[i % TEXT.length]!;
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.waitForTimeout(intervalMs);
  }
  const typingEnd = await page.evaluate(() => performance.now());
  await afterTyping();
  const probe = await page.evaluate(() => (window as unknown as { __probe: ProbeRecord }).__probe);
  return {
    ...latencySummary(probe.latencies),
    longTasksWhileTyping: probe.longTasks
      .filter((t) => t.start >= typingStart && t.start <= typingEnd)
      .map((t) => Math.round(t.duration)),
    longTasksAfterTyping: probe.longTasks
      .filter((t) => t.start > typingEnd)
      .map((t) => Math.round(t.duration)),
    savesAfterStart: probe.saves.map((t) => t - typingStart),
    longTasksAfterStart: probe.longTasks.map((t) => ({
      start: t.start - typingStart,
      duration: t.duration,
    })),
  };
}

/** Keystroke-to-paint latencies sorted, with their median, p95 and maximum. */
export function latencySummary(
  latencies: readonly number[],
): Pick<TypingProbe, 'latencies' | 'median' | 'p95' | 'max'> {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    latencies: sorted,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
  };
}
