import { countWords } from '@receipts/domain';
import { describe, expect, it } from 'vitest';
import { formatChapterHtml } from '../format/format-chapter-html.ts';
import { parseCanonicalHtml } from '../html/canonical-parse.ts';
import { htmlToDoc } from '../html/html-codec.ts';
import { schema } from '../schema.ts';
import { docText } from '../text/doc-text.ts';
import { topLevelBlockBoundaries } from '../html/top-level-blocks.ts';
import { sanitizeChapterEdit } from './sanitize-chapter-edit.ts';
import { sanitizeChapterHtml } from './sanitize-chapter-html.ts';

const clean = (html: string) => sanitizeChapterHtml(html).html;

describe('block quotes, footnotes, superscript, subscript and scene breaks in chapter HTML', () => {
  it('keeps each in its stored form', () => {
    const stored =
      '<blockquote><p>Quoted <em>words</em>.</p><ul><li><p>an item</p></li></ul></blockquote>' +
      '<hr class="scene-break">' +
      '<p>A claim.<span data-footnote="">Smith, <em>Receipts</em>, p. 3.</span> The 21<sup>st</sup> century, H<sub>2</sub>O.</p>';
    expect(clean(stored)).toBe(stored);
  });

  it('reads the forms other tools write', () => {
    expect(clean('<p>x</p><hr><p>y</p>')).toBe('<p>x</p><hr class="scene-break"><p>y</p>');
    expect(
      clean(
        '<p>1<span style="vertical-align: super">st</span> and x<span style="vertical-align:sub">i</span></p>',
      ),
    ).toBe('<p>1<sup>st</sup> and x<sub>i</sub></p>');
    expect(clean('<blockquote>Loose text</blockquote>')).toBe(
      '<blockquote><p>Loose text</p></blockquote>',
    );
  });

  it('never nests a footnote in a footnote, and keeps superscript and subscript apart', () => {
    expect(
      clean('<p>a<span data-footnote="">one<span data-footnote="">two</span></span></p>'),
    ).not.toMatch(/data-footnote[^<]*<span data-footnote/);
    expect(clean('<p><sup><sub>x</sub></sup></p>')).toMatch(/^<p><su[bp]>x<\/su[bp]><\/p>$/);
  });

  it('takes the fast path for the stored forms', () => {
    const stored =
      '<blockquote><p>q</p><blockquote><p>nested</p></blockquote></blockquote><hr class="scene-break"><p>a<span data-footnote="">n<br>m</span> b<sup>2</sup><sub>3</sub></p>';
    const fast = parseCanonicalHtml(stored);
    expect(fast).not.toBeNull();
    expect(clean(stored)).toBe(stored);
  });

  it('keeps the space after a footnote’s reference', () => {
    expect(clean('<p>claim.<span data-footnote="">note</span> Next</p>')).toContain('</span> Next');
  });
});

describe('top-level blocks with block quotes and scene breaks', () => {
  it('treats a whole block quote and a scene break each as one top-level block', () => {
    const html =
      '<p>a</p><blockquote><p>b</p><p>c</p></blockquote><hr class="scene-break"><p>d</p>';
    expect(topLevelBlockBoundaries(html)).toEqual([
      0,
      8,
      8 + '<blockquote><p>b</p><p>c</p></blockquote>'.length,
      html.length - '<p>d</p>'.length,
      html.length,
    ]);
  });

  it('edits inside a block quote give what sanitising the whole text gives', () => {
    const stored = sanitizeChapterHtml(
      '<p>Intro words.</p><blockquote><p>First quoted.</p><p>Second quoted.</p></blockquote><hr class="scene-break"><p>After.</p>',
    );
    const next = stored.html.replace('Second quoted.', 'Second quoted, now longer.');
    expect(sanitizeChapterEdit(stored, next)).toEqual({
      html: sanitizeChapterHtml(next).html,
      wordCount: sanitizeChapterHtml(next).wordCount,
    });
  });
});

describe('the offline formatter and the manuscript structure', () => {
  it('keeps scene breaks, block quotes, footnotes and super/subscript', () => {
    const { html } = formatChapterHtml(
      '<p>A claim.<span data-footnote="">Smith, p. 3.</span> More -- text.</p><blockquote><p>Quoted  words.</p></blockquote><hr class="scene-break"><p>The 21<sup>st</sup> century.</p>',
    );
    expect(html).toBe(
      '<p>A claim.<span data-footnote="">Smith, p. 3.</span> More — text.</p><blockquote><p>Quoted words.</p></blockquote><hr class="scene-break"><p>The 21<sup>st</sup> century.</p>',
    );
  });
});

describe('word counts agree between the editor and the server', () => {
  it('the editor’s per-block counts add up to the stored count', () => {
    const html =
      '<p>A claim.<span data-footnote="">Smith, <em>Receipts</em>, p. 3.</span>Next words</p>' +
      '<blockquote><p>Quoted words.</p><ul><li><p>one item</p></li></ul></blockquote>' +
      '<hr class="scene-break"><h2>The 21<sup>st</sup> century</h2><p>H<sub>2</sub>O<span data-footnote="">a<br>b</span></p>';
    let perBlock = 0;
    htmlToDoc(html).forEach((block) => {
      perBlock += countWords(docText(schema.topNodeType.create(null, block)));
    });
    expect(perBlock).toBe(sanitizeChapterHtml(html).wordCount);
    // 2 + 4 (note) + 2, 2 + 2, 3, 1 + 2 (note)
    expect(perBlock).toBe(18);
  });
});
