import { median } from '../api/stats.ts';
import type { OpenRun } from './open-bench.ts';

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—');

export const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export const medianOpen = (runs: OpenRun[]) => median(runs.map((run) => run.openMs));

/** One line per opening bench: the median and each run (with its parts in brackets). */
export function describeOpens(runs: OpenRun[]): string {
  const each = runs
    .map((run) => {
      const parts = [`rendered ${run.renderedMs.toFixed(0)}`];
      if (run.navigationMs !== undefined)
        parts.unshift(`navigation ${run.navigationMs.toFixed(0)}`);
      return `${run.openMs.toFixed(0)} (${parts.join(', ')})`;
    })
    .join(', ');
  const roundTrip = median(runs.map((run) => run.roundTripMs));
  const saved = runs.filter((run) => run.typedSaved !== undefined);
  const savedNote = saved.length
    ? `; the typed character taken as an edit to save in ${saved.filter((run) => run.typedSaved).length} of ${saved.length} runs`
    : '';
  return `median ${ms(medianOpen(runs))}   runs: ${each}   (first key pressed after the text rendered: gap taken out ${ms(roundTrip)}${savedNote})`;
}

/** A markdown table. */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
