import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chapterHtml } from '../../test/chapter-html.arbitrary.ts';
import { foreignMarkup } from '../../test/schema-markup.ts';
import { sanitizeChapterHtml } from './sanitize-chapter-html.ts';

describe('sanitizeChapterHtml on generated documents', () => {
  it('is idempotent: sanitising its own output returns the same html and word count', () => {
    fc.assert(
      fc.property(chapterHtml, (html) => {
        const once = sanitizeChapterHtml(html);
        const twice = sanitizeChapterHtml(once.html);
        expect(twice.html).toBe(once.html);
        expect(twice.wordCount).toBe(once.wordCount);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent on a short row under a spanning cell with column widths (found by the edit property)', () => {
    const html =
      '<table><tbody><tr><td colspan="2" data-colwidth="80,90"><p></p></td></tr><tr><td data-colwidth="80"><p>x</p></td></tr></tbody></table>';
    const once = sanitizeChapterHtml(html);
    expect(once.html).toContain('<td data-colwidth="90">');
    expect(sanitizeChapterHtml(once.html).html).toBe(once.html);
  });

  it('writes only schema markup', () => {
    fc.assert(
      fc.property(chapterHtml, (html) => {
        expect(foreignMarkup(sanitizeChapterHtml(html).html)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
