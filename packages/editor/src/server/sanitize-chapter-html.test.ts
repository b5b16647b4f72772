import { describe, expect, it } from 'vitest';
import { ChapterHtmlError, MAX_OPEN_ELEMENTS } from '../html/html-tree.ts';
import { sanitizeChapterHtml } from './sanitize-chapter-html.ts';

describe('sanitizeChapterHtml', () => {
  it('returns an empty chapter for empty or whitespace-only input', () => {
    expect(sanitizeChapterHtml('')).toEqual({ html: '', wordCount: 0, text: '' });
    expect(sanitizeChapterHtml('  \n\t ')).toEqual({ html: '', wordCount: 0, text: '' });
  });

  it('stores a chapter with no text at all as empty', () => {
    expect(sanitizeChapterHtml('<p></p><p> </p><script>alert(1)</script>')).toEqual({
      html: '',
      wordCount: 0,
      text: '',
    });
  });

  it('keeps what the schema represents and counts its words', () => {
    const result = sanitizeChapterHtml(
      '<p style="text-align:center">Hello <b>bold</b> world</p><h2>Part two</h2>',
    );
    expect(result.html).toBe(
      '<p style="text-align: center">Hello <strong>bold</strong> world</p><h2>Part two</h2>',
    );
    expect(result.wordCount).toBe(5);
    expect(result.text).toBe('Hello bold world\n\nPart two');
  });

  it('drops a javascript: link but keeps its text', () => {
    const result = sanitizeChapterHtml('<p><a href="javascript:alert(1)">click</a> me</p>');
    expect(result.html).toBe('<p>click me</p>');
  });
});

describe('sanitizeChapterHtml on deep nesting', () => {
  it.each(['b', 'div', 'ul'])(
    'unwraps <%s> nested past MAX_ELEMENT_DEPTH and keeps the text',
    (tag) => {
      const depth = MAX_OPEN_ELEMENTS - 10;
      const result = sanitizeChapterHtml(
        `<${tag}>`.repeat(depth) + 'deep<br>text' + `</${tag}>`.repeat(depth) + '<p>after</p>',
      );
      expect(result.text).toContain('deep\ntext');
      expect(result.text).toContain('after');
      expect(result.wordCount).toBe(3);
    },
  );

  it('spends linear time on end tags that match nothing under a deep stack', () => {
    const start = performance.now();
    const result = sanitizeChapterHtml(
      '<b>'.repeat(MAX_OPEN_ELEMENTS - 10) + '</i>'.repeat(500_000) + 'x',
    );
    expect(result.html).toBe('<p><strong>x</strong></p>');
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('keeps thousands of sloppy unclosed paragraphs apart, in little time', () => {
    const start = performance.now();
    const result = sanitizeChapterHtml(
      Array.from({ length: 4000 }, (_, i) => `<p><span>para ${i}`).join(''),
    );
    expect(result.html.match(/<p>/g)).toHaveLength(4000);
    expect(result.wordCount).toBe(8000);
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('spends linear time on end tags that match nothing inside canonical HTML too', () => {
    const open = '<ul><li><p>x</p>'.repeat(30);
    const close = '</li></ul>'.repeat(30);
    const start = performance.now();
    const result = sanitizeChapterHtml(`${open}${'</i>'.repeat(500_000)}${close}`);
    expect(result.wordCount).toBe(30);
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('refuses, quickly, input with more than MAX_OPEN_ELEMENTS open elements', () => {
    const start = performance.now();
    expect(() => sanitizeChapterHtml('<b>'.repeat(1_000_000) + 'x')).toThrow(ChapterHtmlError);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
