import { findReceipts } from '@receipts/domain/ai';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeChapterHtml } from '../server/sanitize-chapter-html.ts';
import { formatChapterHtml } from './format-chapter-html.ts';

const format = (html: string) => formatChapterHtml(html);

describe('formatChapterHtml', () => {
  it('curls quotes and apostrophes by context and counts them', () => {
    const result = format(`<p>"Receipts," she said, "don't lie." It's the '90s.</p>`);
    expect(result.html).toBe(
      '<p>\u201cReceipts,\u201d she said, \u201cdon\u2019t lie.\u201d It\u2019s the \u201990s.</p>',
    );
    expect(result.changesApplied).toEqual(['Curly quotes: 7']);
  });

  it('sets dashes, ranges and ellipses', () => {
    const result = format(
      '<p>The budget -- all of it - went... somewhere in 1990-95 (pp. 12-14).</p>',
    );
    expect(result.html).toBe(
      '<p>The budget \u2014 all of it \u2014 went\u2026 somewhere in 1990\u201395 (pp. 12\u201314).</p>',
    );
    expect(result.changesApplied).toEqual(['Ellipses: 1', 'Dashes: 4']);
  });

  it('fixes spacing and citation punctuation', () => {
    const result = format(
      '<p>Cuts&nbsp; were deep , (Smith 2020; Jones et al 2019) and (Lee,2021).</p>',
    );
    expect(result.html).toBe(
      '<p>Cuts were deep, (Smith, 2020; Jones et al., 2019) and (Lee, 2021).</p>',
    );
    expect(result.changesApplied).toEqual(['Spacing: 2', 'Citation punctuation: 4']);
  });

  it('drops empty paragraphs, steps heading levels and cleans lists, keeping marks', () => {
    const result = format(
      '<h1>Title</h1><p></p><h4>Deep</h4><ul><li><p>• <strong>one</strong></p></li><li><p> </p></li></ul><p><em>end</em></p>',
    );
    expect(result.html).toBe(
      '<h1>Title</h1><h2>Deep</h2><ul><li><p><strong>one</strong></p></li></ul><p><em>end</em></p>',
    );
    expect(result.changesApplied).toEqual([
      'Empty paragraphs removed: 1',
      'Heading levels: 1',
      'List clean-up: 2',
    ]);
  });

  it('reports nothing for text already at standard', () => {
    expect(format('<p>\u201cClean,\u201d she said (Smith, 2020).</p>').changesApplied).toEqual([]);
  });
});

// Generated chapters: words, citations and the punctuation the rules act on, in random order.
const word = fc.constantFrom(
  'policy',
  'Budget',
  'don\u2019t',
  '2020',
  'state',
  'e-mail',
  'COVID-19',
  'x',
  'naïve',
);
const citation = fc.constantFrom(
  '(Smith, 2020)',
  '(Smith 2020)',
  '(Jones et al 2019)',
  '(Lee,2021a)',
  '(UN Security Council, 2016; Peace Now 2023)',
  'Rothstein (2017)',
);
const punctuation = fc.constantFrom(
  '"',
  "'",
  '--',
  ' - ',
  '...',
  '  ',
  ' ,',
  ' .',
  '-',
  '(',
  ')',
  '\u2014',
  '•',
  '*',
);
const token = fc.oneof({ weight: 5, arbitrary: word }, citation, punctuation);
const line = fc
  .array(token, { maxLength: 14 })
  .map((tokens) => tokens.join(' ').replace(/\s?\s{2,}/g, '  '));
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const block = fc.oneof(
  line.map((text) => `<p>${escape(text)}</p>`),
  fc
    .tuple(fc.integer({ min: 1, max: 6 }), line)
    .map(([level, text]) => `<h${level}>${escape(text)}</h${level}>`),
  fc
    .array(line, { minLength: 1, maxLength: 3 })
    .map((items) => `<ul>${items.map((t) => `<li><p>${escape(t)}</p></li>`).join('')}</ul>`),
  line.map((text) => `<p><strong>${escape(text)}</strong> ${escape(text)}</p>`),
);
const chapter = fc.array(block, { minLength: 1, maxLength: 8 }).map((blocks) => blocks.join(''));

/** Every letter and digit, in order: no word lost, changed or reordered. */
const lettersAndDigits = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '');
const citationKeys = (text: string) =>
  findReceipts(text)
    .map((c) => c.key)
    .sort();

describe('formatting generated chapters', () => {
  it('never loses or changes a word', () => {
    fc.assert(
      fc.property(chapter, (html) => {
        const before = sanitizeChapterHtml(html);
        const after = sanitizeChapterHtml(format(html).html);
        expect(lettersAndDigits(after.text)).toBe(lettersAndDigits(before.text));
        // …and no two words run together.
        expect(after.wordCount).toBeGreaterThanOrEqual(before.wordCount);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every citation it finds (and may repair more)', () => {
    fc.assert(
      fc.property(chapter, (html) => {
        const before = citationKeys(sanitizeChapterHtml(html).text);
        const after = citationKeys(sanitizeChapterHtml(format(html).html).text);
        for (const key of before) expect(after).toContain(key);
        expect(after.length).toBeGreaterThanOrEqual(before.length);
      }),
      { numRuns: 300 },
    );
  });

  it('is idempotent: formatting the result again changes nothing', () => {
    fc.assert(
      fc.property(chapter, (html) => {
        const once = format(html);
        expect(format(once.html)).toMatchObject({ html: once.html, changesApplied: [] });
      }),
      { numRuns: 300 },
    );
  });
});
