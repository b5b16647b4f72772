import { messages, type ExportFormat } from '@receipts/domain';

/**
 * What an export is doing, as it goes: the worker thread that renders the book reports the
 * chapters read and converted and the typesetting passes; the job around it reports loading and
 * saving. `exportStep` turns each into the job's `done` of `EXPORT_STEPS` and its label.
 */
export type ExportEvent =
  | { step: 'loading' }
  /** A chapter's text read through the editor schema (every chapter, exported or not: numbering). */
  | { step: 'reading'; done: number; total: number }
  /** An exported chapter turned into the manuscript's blocks. */
  | { step: 'converting'; done: number; total: number }
  /** A PDF's Typst source. */
  | { step: 'source' }
  /** A Typst compile starting: the first, one per widow pass, or again for a wider gutter. */
  | { step: 'typesetting'; pass: number; reason: 'first' | 'widows' | 'gutter' }
  | { step: 'pdf' }
  | { step: 'writing'; format: Exclude<ExportFormat, 'pdf'> }
  | { step: 'saving' };

export type ExportEventListener = (event: ExportEvent) => void;

/** An export's progress is counted in hundredths: its stages differ too much to count in items. */
export const EXPORT_STEPS = 100;

export interface ExportStep {
  done: number;
  label: string;
}

/** Where each stage starts, of 100: a PDF spends most of its time in Typst, the others reading. */
const SHARES = {
  pdf: { reading: 2, converting: 12, source: 20, typesetting: 22, pdf: 92, saving: 96 },
  other: { reading: 2, converting: 32, writing: 60, saving: 95 },
} as const;

/** The first compile's share ends here; each later pass takes half of what is left up to 90. */
const FIRST_PASS_END = 60;
const LAST_PASS_END = 90;

const within = (from: number, to: number, done: number, total: number) =>
  Math.floor(from + ((to - from) * done) / Math.max(1, total));

/**
 * The step an event stands for. Typesetting passes cannot be counted ahead (a widow pass follows
 * only when Typst left a widow), so each pass after the first moves the bar half the way that is
 * left before the PDF is written: it never runs back, and never reaches the end early.
 */
export function exportStep(format: ExportFormat, event: ExportEvent): ExportStep {
  const text = messages.jobs.exportSteps;
  const pdf = format === 'pdf';
  switch (event.step) {
    case 'loading':
      return { done: 0, label: text.loading };
    case 'reading': {
      const [from, to] = pdf
        ? [SHARES.pdf.reading, SHARES.pdf.converting]
        : [SHARES.other.reading, SHARES.other.converting];
      return {
        done: within(from, to, event.done, event.total),
        label: text.reading(event.done, event.total),
      };
    }
    case 'converting': {
      const [from, to] = pdf
        ? [SHARES.pdf.converting, SHARES.pdf.source]
        : [SHARES.other.converting, SHARES.other.writing];
      return {
        done: within(from, to, event.done, event.total),
        label: text.converting(event.done, event.total),
      };
    }
    case 'source':
      return { done: SHARES.pdf.source, label: text.source };
    case 'typesetting': {
      const done =
        event.pass <= 1
          ? SHARES.pdf.typesetting
          : Math.floor(LAST_PASS_END - (LAST_PASS_END - FIRST_PASS_END) / 2 ** (event.pass - 2));
      return { done, label: text.typesetting(event.pass, event.reason) };
    }
    case 'pdf':
      return { done: SHARES.pdf.pdf, label: text.pdf };
    case 'writing':
      return { done: SHARES.other.writing, label: text.writing(event.format) };
    case 'saving':
      return { done: pdf ? SHARES.pdf.saving : SHARES.other.saving, label: text.saving };
  }
}
