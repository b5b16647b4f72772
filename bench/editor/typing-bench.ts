import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/web/e2e/lib/browser.ts';
import { percentile } from '../api/stats.ts';

export interface TypingFigures {
  keystrokes: number;
  loadMs: number;
  median: number;
  p95: number;
  max: number;
  longTasksWhileTyping: number[];
  longTasksAfterTyping: number[];
}

/** Installed in the page before typing: keystroke-to-paint latencies and long tasks. */
function instrument() {
  const probe = {
    latencies: [] as number[],
    longTasks: [] as { start: number; duration: number }[],
    saves: [] as number[],
  };
  const indicator = document.querySelector('[data-testid="save-indicator"]');
  if (indicator) {
    new MutationObserver(() => {
      if (indicator.textContent?.startsWith('Saved')) probe.saves.push(performance.now());
    }).observe(indicator, { childList: true, characterData: true, subtree: true });
  }
  (window as unknown as { __probe: typeof probe }).__probe = probe;
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

/**
 * Opens the chapter in Chromium, puts the cursor in a paragraph at the start, middle or end and types `keystrokes`
 * characters at `intervalMs` (continuous typing, so the 10 s maximum wait triggers an autosave
 * mid-typing), then waits for the trailing save.
 */
export type CaretAt = 'start' | 'middle' | 'end';

export async function benchTyping(
  baseUrl: string,
  cookie: string,
  path: string,
  keystrokes: number,
  intervalMs: number,
  caretAt: CaretAt = 'middle',
): Promise<TypingFigures> {
  const extraArgs = process.env.BENCH_CHROMIUM_ARGS?.split(' ').filter(Boolean) ?? [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
  });
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 860 },
    });
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(path);
    const editor = page.getByTestId('chapter-editor');
    await editor.waitFor({ timeout: 60_000 });
    const loadMs = performance.now() - started;
    // As a reader gets there: scroll to the start, middle or end, then click the text at the centre of the screen.
    const fraction = caretAt === 'start' ? 0 : caretAt === 'end' ? 1 : 0.5;
    await editor.evaluate((element, at) => {
      let scroller: Element | null = element.parentElement;
      while (
        scroller &&
        scroller !== document.body &&
        !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY)
      )
        scroller = scroller.parentElement;
      const target = scroller && scroller !== document.body ? scroller : document.scrollingElement!;
      target.scrollTop = (target.scrollHeight - target.clientHeight) * at;
    }, fraction);
    await page.waitForTimeout(500);
    const box = (await editor.boundingBox())!;
    const viewport = page.viewportSize()!;
    const y =
      caretAt === 'start'
        ? Math.max(box.y + 20, 0)
        : caretAt === 'end'
          ? Math.min(box.y + box.height - 20, viewport.height - 20)
          : viewport.height / 2;
    await page.mouse.click(box.x + box.width / 2, y);
    await page.waitForTimeout(1500);
    await page.evaluate(instrument);
    const typingStart = await page.evaluate(() => performance.now());
    const text = 'the receipts are in and they are damning ';
    for (let i = 0; i < keystrokes; i++) {
      await page.keyboard.press(text[i % text.length] === ' ' ? 'Space' : text[i % text.length]!);
      await page.waitForTimeout(intervalMs);
    }
    const typingEnd = await page.evaluate(() => performance.now());
    await page
      .getByTestId('save-indicator')
      .filter({ hasText: /^Saved / })
      .waitFor({ timeout: 30_000 });
    const probe = await page.evaluate(
      () =>
        (
          window as unknown as {
            __probe: {
              latencies: number[];
              longTasks: { start: number; duration: number }[];
              saves: number[];
            };
          }
        ).__probe,
    );
    if (process.env.BENCH_DEBUG) {
      console.log(
        'long tasks (ms after typing started: duration)',
        probe.longTasks
          .map((t) => `${Math.round(t.start - typingStart)}:${Math.round(t.duration)}`)
          .join(' '),
      );
      console.log(
        'saves completed (ms after typing started)',
        probe.saves.map((t) => Math.round(t - typingStart)).join(' '),
      );
    }
    const latencies = [...probe.latencies].sort((a, b) => a - b);
    const during = probe.longTasks
      .filter((t) => t.start >= typingStart && t.start <= typingEnd)
      .map((t) => Math.round(t.duration));
    const after = probe.longTasks
      .filter((t) => t.start > typingEnd)
      .map((t) => Math.round(t.duration));
    return {
      keystrokes: latencies.length,
      loadMs,
      median: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies.at(-1) ?? NaN,
      longTasksWhileTyping: during,
      longTasksAfterTyping: after,
    };
  } finally {
    await browser.close();
  }
}
