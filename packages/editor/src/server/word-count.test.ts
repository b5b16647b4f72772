import { describe, expect, it } from 'vitest';
import { sanitizeChapterHtml } from './sanitize-chapter-html.ts';

const count = (html: string) => sanitizeChapterHtml(html).wordCount;

describe('chapter word count', () => {
  it('counts whitespace-separated tokens holding a letter or digit', () => {
    expect(count("<p>It's 2026 — the e-mail * arrived.</p>")).toBe(5);
  });

  it('separates words at block boundaries and hard breaks', () => {
    expect(count('<p>one</p><p>two</p><h2>three</h2><ul><li>four</li></ul>')).toBe(4);
    expect(count('<p>five<br>six</p>')).toBe(2);
  });

  it('does not split a word across marks', () => {
    expect(count('<p>sp<strong>lit</strong> word</p>')).toBe(2);
  });

  it('ignores the text of dropped elements', () => {
    expect(count('<p>kept</p><script>var a = 1 + 2;</script><style>p { color: red }</style>')).toBe(
      1,
    );
  });

  it('returns the plain text with blocks separated by a blank line', () => {
    expect(sanitizeChapterHtml('<h1>Title</h1><p>a<br>b</p>').text).toBe('Title\n\na\nb');
  });
});

describe('word count of manuscript structure', () => {
  it('counts a footnote’s words as chapter words, never joined to the words around its reference', () => {
    expect(count('<p>A claim.<span data-footnote="">Smith, 2020, p. 3.</span>Next line</p>')).toBe(
      8,
    );
    const { text, wordCount } = sanitizeChapterHtml(
      '<p>word<span data-footnote="">note</span>after</p>',
    );
    expect(text.split(/\s+/)).toEqual(['word', 'note', 'after']);
    expect(wordCount).toBe(3);
  });

  it('counts block quotes like paragraphs and a scene break as no words', () => {
    expect(
      count(
        '<p>one</p><blockquote><p>two</p><ul><li><p>three</p></li></ul></blockquote><hr><p>four</p>',
      ),
    ).toBe(4);
    expect(sanitizeChapterHtml('<hr class="scene-break">').html).toBe('');
  });

  it('does not split a word at superscript or subscript', () => {
    expect(count('<p>the 21<sup>st</sup> century, H<sub>2</sub>O</p>')).toBe(4);
  });
});
