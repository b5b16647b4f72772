import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chapterHtml } from '../../test/chapter-html.arbitrary.ts';
import { foreignMarkup } from '../../test/schema-markup.ts';
import { topLevelBlockBoundaries } from '../html/top-level-blocks.ts';
import { sanitizeChapterEdit } from './sanitize-chapter-edit.ts';
import { sanitizeChapterHtml } from './sanitize-chapter-html.ts';

const full = (html: string) => {
  const { html: clean, wordCount } = sanitizeChapterHtml(html);
  return { html: clean, wordCount };
};

describe('topLevelBlockBoundaries', () => {
  it('finds where each top-level block ends, lists included', () => {
    const html =
      '<h2>Part <strong>one</strong></h2><ul><li><p>a</p><ol><li><p>b</p></li></ol></li></ul><p style="text-align: center">c<br>d</p>';
    expect(topLevelBlockBoundaries(html)).toEqual([0, 34, 86, html.length]);
  });

  it('keeps a figure one block: its caption and source line are paragraphs inside it', () => {
    const figure =
      '<figure id="fig-a" data-image="6f1c2a3b-1d2e-4f50-8a9b-0c1d2e3f4a5b"><img src="/api/figures/6f1c2a3b-1d2e-4f50-8a9b-0c1d2e3f4a5b/screen" alt="A chart"><figcaption><p class="figure-caption">Rents</p><p class="figure-source">Source: me.</p></figcaption></figure>';
    expect(topLevelBlockBoundaries(`<p>a</p>${figure}<p>b</p>`)).toEqual([
      0,
      8,
      8 + figure.length,
      16 + figure.length,
    ]);
  });

  it('refuses HTML that is not shaped like its own', () => {
    expect(topLevelBlockBoundaries('<p>unclosed')).toBeNull();
    expect(topLevelBlockBoundaries('</ul><p>x</p>')).toBeNull();
    expect(topLevelBlockBoundaries('<ul><li><p>x</p></li>')).toBeNull();
  });
});

describe('sanitizeChapterEdit', () => {
  const chapter = full(
    '<h2>One</h2><p>First paragraph here.</p><p>Second one.</p><ul><li><p>Item</p></li></ul><p>Last words.</p>',
  );

  it.each([
    [
      'a word typed mid-chapter',
      '<h2>One</h2><p>First paragraph right here.</p><p>Second one.</p><ul><li><p>Item</p></li></ul><p>Last words.</p>',
    ],
    [
      'a paragraph split in two',
      '<h2>One</h2><p>First paragraph</p><p>here.</p><p>Second one.</p><ul><li><p>Item</p></li></ul><p>Last words.</p>',
    ],
    [
      'a block deleted',
      '<h2>One</h2><p>Second one.</p><ul><li><p>Item</p></li></ul><p>Last words.</p>',
    ],
    [
      'an empty paragraph added',
      '<h2>One</h2><p>First paragraph here.</p><p></p><p>Second one.</p><ul><li><p>Item</p></li></ul><p>Last words.</p>',
    ],
    [
      'text added at the very end',
      '<h2>One</h2><p>First paragraph here.</p><p>Second one.</p><ul><li><p>Item</p></li></ul><p>Last words. More.</p>',
    ],
    [
      'text added at the very start',
      '<h2>Chapter One</h2><p>First paragraph here.</p><p>Second one.</p><ul><li><p>Item</p></li></ul><p>Last words.</p>',
    ],
    [
      'a list item added',
      '<h2>One</h2><p>First paragraph here.</p><p>Second one.</p><ul><li><p>Item</p></li><li><p>Two</p></li></ul><p>Last words.</p>',
    ],
    ['everything replaced', '<p>Something else entirely.</p>'],
    ['all text removed', '<p></p>'],
    ['nothing changed', chapter.html],
  ])('%s: the same as sanitising the whole text', (_name, next) => {
    expect(sanitizeChapterEdit(chapter, next)).toEqual(full(next));
  });

  it('writes a figure whole when its caption is edited (it was cut after the caption, the rest kept twice)', () => {
    const figure = (caption: string) =>
      '<figure id="fig-a" data-image="6f1c2a3b-1d2e-4f50-8a9b-0c1d2e3f4a5b"><img src="/api/figures/6f1c2a3b-1d2e-4f50-8a9b-0c1d2e3f4a5b/screen" alt="A chart"><figcaption>' +
      `<p class="figure-caption">${caption}</p><p class="figure-source">Source: the author’s notebook.</p></figcaption></figure>`;
    // Long prose around it, so the edit is a small part of the chapter (not parsed whole).
    const prose = `<p>${'Words before and after. '.repeat(40)}</p>`;
    const stored = full(`${prose}${figure('Plants alive by month')}${prose}`);
    const next = full(`${prose}${figure('Plants still alive, by month')}${prose}`).html;
    expect(sanitizeChapterEdit(stored, next)).toEqual(full(next));
  });

  it('finds the edit in a long chapter wherever it falls, chunk edges included', () => {
    const long = full(
      Array.from({ length: 400 }, (_, i) =>
        i % 25 === 0
          ? `<h2>Part ${i}</h2>`
          : `<p>Paragraph ${i} says <em>something</em> about receipts.</p>`,
      ).join(''),
    );
    for (let at = 1; at < long.html.length; at += 257) {
      const space = long.html.indexOf(' ', at);
      if (space < 0) break;
      const next = `${long.html.slice(0, space)} typed${long.html.slice(space)}`;
      expect(sanitizeChapterEdit(long, next)).toEqual(full(next));
    }
  });

  it('cleans what it parses, however the edit arrives', () => {
    const next = chapter.html.replace(
      '<p>Second one.</p>',
      '<p onclick="x()">Second <script>alert(1)</script><a href="javascript:alert(1)">one</a>.</p><iframe src="x"></iframe>',
    );
    const result = sanitizeChapterEdit(chapter, next);
    expect(result.html).toContain('<p>Second one.</p>');
    expect(foreignMarkup(result.html)).toEqual([]);
    expect(result.wordCount).toBe(chapter.wordCount);
  });

  it('parses everything again when the stored text is not its own form', () => {
    const hand = { html: '<p>hand <b>written', wordCount: 2 };
    expect(sanitizeChapterEdit(hand, '<p>hand <b>written</b> text</p>')).toEqual(
      full('<p>hand <b>written</b> text</p>'),
    );
  });
});

// Edits as the editor makes them: the stored chapter with some stretch replaced, written back
// canonically. Chapters of several generated pieces, so that most edits leave blocks to keep.
const longerChapter = fc
  .array(chapterHtml, { minLength: 1, maxLength: 10 })
  .map((pieces) => pieces.join(''));
const canonicalEdit = fc
  .tuple(longerChapter, chapterHtml, fc.nat(), fc.nat())
  .map(([before, inserted, a, b]) => {
    const previous = full(before);
    const [from, to] = [a % (previous.html.length + 1), b % (previous.html.length + 1)].sort(
      (x, y) => x - y,
    ) as [number, number];
    const spliced = previous.html.slice(0, from) + inserted + previous.html.slice(to);
    return { previous, spliced, next: sanitizeChapterHtml(spliced).html };
  })
  .filter(({ previous }) => previous.wordCount > 0);

describe('sanitizeChapterEdit on generated edits', () => {
  // A thousand generated chapters each; those with tables take the general parser (slower than the
  // canonical path), which on a busy machine runs past vitest's default 5 s.
  it(
    'gives exactly what sanitising the whole text gives, for the HTML the editor writes',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(canonicalEdit, ({ previous, next }) => {
          expect(sanitizeChapterEdit(previous, next)).toEqual(full(next));
        }),
        { numRuns: 1000 },
      );
    },
  );

  it(
    'stores only clean, canonical HTML with its true word count, whatever HTML arrives',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(canonicalEdit, ({ previous, spliced }) => {
          const result = sanitizeChapterEdit(previous, spliced);
          expect(foreignMarkup(result.html)).toEqual([]);
          expect(full(result.html)).toEqual(result);
        }),
        { numRuns: 1000 },
      );
    },
  );
});
