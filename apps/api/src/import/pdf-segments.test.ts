import { describe, expect, it } from 'vitest';
import type { Line } from './pdf-lines.ts';
import { compoundsOf, joinSegments } from './pdf-segments.ts';

const line = (text: string): Line => ({
  segments: [{ text, bold: false, italic: false, sup: false }],
  text,
  y: 0,
  left: 0,
  right: 0,
  fontSize: 10,
  page: 0,
});

describe('joining a paragraph’s lines', () => {
  it('joins a word broken at a line’s end, and keeps the hyphen of a compound written whole elsewhere', () => {
    const lines = [
      line('the meeting was man-'),
      line('aged by a follow-'),
      line('up, a follow-up'),
    ];
    const [joined] = joinSegments(lines, { compounds: compoundsOf(lines) });
    expect(joined!.text).toBe('the meeting was managed by a follow-up, a follow-up');
  });

  it('joins a paragraph of 5,000 lines in a time linear in its length', () => {
    // Quadratic joining (the growing text matched whole at every line) took 11 s here on a loaded
    // machine; the linear join takes tens of ms. The 2 s bound only tells the two apart.
    const lines = Array.from({ length: 5_000 }, (_, i) =>
      line(i % 2 ? 'aged the stakeholders and their deliverables' : 'the meeting was man-'),
    );
    const start = performance.now();
    const [joined] = joinSegments(lines, { compounds: compoundsOf(lines) });
    expect(performance.now() - start).toBeLessThan(2000);
    expect(joined!.text.startsWith('the meeting was managed the stakeholders')).toBe(true);
    expect(joined!.text).not.toContain('-');
  });
});
