import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chapterHtml } from '../../test/chapter-html.arbitrary.ts';
import { sanitizeChapterHtml } from '../server/sanitize-chapter-html.ts';
import { parseChapterHtml, serializeChapterHtml } from './chapter-html.ts';

describe('chapter HTML in the editor', () => {
  it('opens any stored chapter and writes it back unchanged', () => {
    fc.assert(
      fc.property(chapterHtml, (html) => {
        const stored = sanitizeChapterHtml(html).html;
        if (stored === '') return;
        expect(serializeChapterHtml(parseChapterHtml(stored))).toBe(stored);
      }),
      { numRuns: 200 },
    );
  });

  it('opens a missing chapter body as one empty paragraph', () => {
    expect(serializeChapterHtml(parseChapterHtml(null))).toBe('<p></p>');
  });
});
