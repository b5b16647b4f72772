import { describe, expect, it } from 'vitest';
import { exportStep, type ExportEvent } from './export-progress.ts';

describe("an export's steps", () => {
  it('only go forward through a print PDF, however many typesetting passes it takes', () => {
    const events: ExportEvent[] = [
      { step: 'loading' },
      ...[1, 2, 3].map((done) => ({ step: 'reading' as const, done, total: 3 })),
      ...[1, 2, 3].map((done) => ({ step: 'converting' as const, done, total: 3 })),
      { step: 'source' },
      { step: 'typesetting', pass: 1, reason: 'first' },
      ...Array.from({ length: 12 }, (_, i) => ({
        step: 'typesetting' as const,
        pass: i + 2,
        reason: i === 0 ? ('gutter' as const) : ('widows' as const),
      })),
      { step: 'pdf' },
      { step: 'saving' },
    ];
    const steps = events.map((event) => exportStep('pdf', event));
    const done = steps.map((step) => step.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.every((value) => value >= 0 && value < 100)).toBe(true);
    // The later passes never reach the PDF's own share.
    expect(
      Math.max(...steps.filter((s) => s.label.startsWith('Typesetting')).map((s) => s.done)),
    ).toBeLessThan(exportStep('pdf', { step: 'pdf' }).done);
    expect(steps.map((step) => step.label)).toEqual(
      expect.arrayContaining([
        'Reading chapters: 2 of 3',
        'Converting chapters: 3 of 3',
        'Typesetting: pass 1',
        'Typesetting: pass 2 (fitting the gutter to the page count)',
        'Typesetting: pass 3 (ending widows)',
        'Writing the PDF file',
        'Saving the file',
      ]),
    );
  });

  it('give the other formats most of the bar for reading and converting the chapters', () => {
    const halfRead = exportStep('epub', { step: 'reading', done: 5, total: 10 });
    const written = exportStep('epub', { step: 'writing', format: 'epub' });
    expect(halfRead.done).toBeGreaterThan(10);
    expect(written).toEqual({ done: 60, label: 'Writing the EPUB' });
    expect(exportStep('md', { step: 'writing', format: 'md' }).label).toBe(
      'Writing the Markdown file',
    );
    expect(exportStep('docx', { step: 'saving' }).done).toBeGreaterThan(written.done);
  });
});
