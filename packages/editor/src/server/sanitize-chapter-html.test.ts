import { describe, expect, it } from 'vitest';
import { sanitizeChapterHtml } from './sanitize-chapter-html.ts';

describe('sanitizeChapterHtml', () => {
  it('returns an empty chapter for empty or whitespace-only input', () => {
    expect(sanitizeChapterHtml('')).toEqual({ html: '', wordCount: 0, text: '' });
    expect(sanitizeChapterHtml('  \n\t ')).toEqual({ html: '', wordCount: 0, text: '' });
  });

  it('stores a chapter with no text at all as empty', () => {
    expect(sanitizeChapterHtml('<p></p><p> </p><script>alert(1)</script>')).toEqual({ html: '', wordCount: 0, text: '' });
  });

  it('keeps what the schema represents and counts its words', () => {
    const result = sanitizeChapterHtml('<p style="text-align:center">Hello <b>bold</b> world</p><h2>Part two</h2>');
    expect(result.html).toBe('<p style="text-align: center">Hello <strong>bold</strong> world</p><h2>Part two</h2>');
    expect(result.wordCount).toBe(5);
    expect(result.text).toBe('Hello bold world\n\nPart two');
  });

  it('drops a javascript: link but keeps its text', () => {
    const result = sanitizeChapterHtml('<p><a href="javascript:alert(1)">click</a> me</p>');
    expect(result.html).toBe('<p>click me</p>');
  });
});
