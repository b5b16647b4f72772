import { describeCaret } from './caret.ts';
import { pairRatios, spread, type PooledTyping } from './pooled-typing.ts';
import { ms } from './report.ts';
import type { TypingFigures } from './typing-bench.ts';

/* The typing figures as the bench prints them: one series, pooled series, and the p95 ratio. */

type Latencies = Pick<
  PooledTyping,
  'median' | 'p95' | 'max' | 'longTasksWhileTyping' | 'longTasksAfterTyping'
>;

const count = (n: number) => n.toLocaleString('en-US');
const longest = (list: number[]) => (list.length ? `${Math.max(...list)} ms` : 'none');
const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

function printLatencies(heading: string, figures: Latencies) {
  console.log(`\n${heading}`);
  console.log(
    `  keystroke-to-paint median ${ms(figures.median)}   p95 ${ms(figures.p95)}   max ${ms(figures.max)}`,
  );
  console.log(
    `  long tasks while typing: ${figures.longTasksWhileTyping.length} (longest ${longest(figures.longTasksWhileTyping)}), after typing: ${figures.longTasksAfterTyping.length} (longest ${longest(figures.longTasksAfterTyping)})`,
  );
}

/** One series: `label` is the editor and size ("app, 100,000 words"). */
export function printTyping(label: string, typing: TypingFigures, intervalMs: number) {
  printLatencies(
    `Typing, ${label} (${count(typing.latencies.length)} keystrokes, one every ~${intervalMs} ms), ${describeCaret(typing.caret)}`,
    typing,
  );
}

/** Series pooled: their keys taken together, and where each series' caret landed. */
export function printPooled(label: string, pooled: PooledTyping, intervalMs: number) {
  const carets = spread(pooled.series.map((one) => one.caret.fraction));
  printLatencies(
    `Typing, ${label}, ${pooled.series.length} series pooled (${count(pooled.latencies.length)} keystrokes, one every ~${intervalMs} ms), caret at ${percent(carets.min)}–${percent(carets.max)} of the text`,
    pooled,
  );
}

/**
 * The p95 ratio of `large` to `small`: each round's pair of series (its p95s and their ratio), the
 * ratios' min–median–max and the ratio of the pooled p95s. Returns the pooled ratio.
 */
export function printRatio(
  heading: string,
  small: { label: string; typing: PooledTyping },
  large: { label: string; typing: PooledTyping },
): number {
  const ratios = pairRatios(small.typing, large.typing);
  console.log(`\n${heading}`);
  small.typing.series.forEach((one, i) => {
    const other = large.typing.series[i]!;
    console.log(
      `  round ${i + 1}: ${small.label} p95 ${ms(one.p95)} (caret at ${percent(one.caret.fraction)}), ${large.label} p95 ${ms(other.p95)} (caret at ${percent(other.caret.fraction)}): ${ratios[i]!.toFixed(2)}`,
    );
  });
  const pairs = spread(ratios);
  const pooled = large.typing.p95 / small.typing.p95;
  console.log(
    `  pooled p95 ${ms(large.typing.p95)} / ${ms(small.typing.p95)} = ${pooled.toFixed(2)}   per round min ${pairs.min.toFixed(2)}, median ${pairs.median.toFixed(2)}, max ${pairs.max.toFixed(2)}`,
  );
  return pooled;
}
