import { latencySummary } from './probe.ts';
import type { TypingFigures } from './typing-bench.ts';

/*
 * One 300-key series gives a p95 that moves by a factor of two from run to run on a shared machine
 * (its 15 slowest keys decide it). Several series per size, typed in turns, are pooled: the p95 of
 * all their keys, beside each series' own p95 so that the spread stays visible.
 */

/** The latencies of several series of one editor and size, taken together. */
export interface PooledTyping {
  series: TypingFigures[];
  /** All series' keystroke-to-paint latencies, sorted. */
  latencies: number[];
  median: number;
  p95: number;
  max: number;
  longTasksWhileTyping: number[];
  longTasksAfterTyping: number[];
}

export function poolSeries(series: TypingFigures[]): PooledTyping {
  return {
    series,
    ...latencySummary(series.flatMap((one) => one.latencies)),
    longTasksWhileTyping: series.flatMap((one) => one.longTasksWhileTyping),
    longTasksAfterTyping: series.flatMap((one) => one.longTasksAfterTyping),
  };
}

/**
 * Runs `count` rounds, each typing one series at every size in turn (1k, 100k, 1k, 100k, …), so
 * that a slow stretch of the machine falls on both sizes alike; the series of each size, in order.
 */
export async function typeInTurns(
  sizes: readonly number[],
  count: number,
  typeOne: (size: number, round: number) => Promise<TypingFigures>,
): Promise<Map<number, TypingFigures[]>> {
  const series = new Map<number, TypingFigures[]>(sizes.map((size) => [size, []]));
  for (let round = 0; round < count; round++)
    for (const size of sizes) series.get(size)!.push(await typeOne(size, round));
  return series;
}

export interface Spread {
  min: number;
  /** The middle value, or the mean of the two middle ones of an even count. */
  median: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length / 2;
  const median = Number.isInteger(half)
    ? (sorted[half - 1]! + sorted[half]!) / 2
    : sorted[Math.floor(half)]!;
  return { min: sorted[0] ?? NaN, median: median ?? NaN, max: sorted.at(-1) ?? NaN };
}

/** p95 of series i of `large` / p95 of series i of `small`, for each pair typed in one round. */
export const pairRatios = (small: PooledTyping, large: PooledTyping): number[] =>
  small.series.map((one, i) => large.series[i]!.p95 / one.p95);
