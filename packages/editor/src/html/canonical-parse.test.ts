import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chapterFixture } from '../../bench/chapter-fixture.ts';
import { chapterHtml } from '../../test/chapter-html.arbitrary.ts';
import { parseCanonicalHtml } from './canonical-parse.ts';
import { docToHtml, parseGeneralHtml as general } from './html-codec.ts';

describe('the canonical fast path', () => {
  it('takes every document the serialiser writes, and builds the document the general parser builds', () => {
    fc.assert(
      fc.property(chapterHtml, (html) => {
        const canonical = docToHtml(general(html));
        // Tables always go the general way (docs/decisions/tables.md).
        if (canonical.includes('<table>')) return;
        const fast = parseCanonicalHtml(canonical);
        expect(fast).not.toBeNull();
        expect(fast!.eq(general(canonical))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('builds the general parser’s document whenever it accepts arbitrary HTML', () => {
    fc.assert(
      fc.property(chapterHtml, (html) => {
        const fast = parseCanonicalHtml(html);
        if (fast !== null) expect(fast.eq(general(html))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('collapses whitespace exactly as the general parser does (the editor keeps what was typed)', () => {
    const messy = fc.array(
      fc.constantFrom(' ', '  ', '\n', '\t', ' \r\n ', '\u00A0', '\u0001', ''),
      { minLength: 1, maxLength: 3 },
    );
    fc.assert(
      fc.property(chapterHtml, fc.infiniteStream(messy), (html, whitespace) => {
        const canonical = docToHtml(general(html));
        // Replace each space in text (never inside a tag) with generated whitespace.
        const mangled = canonical
          .split(/(<[^>]*>)/)
          .map((part) =>
            part.startsWith('<')
              ? part
              : part.replace(/ /g, () => whitespace.next().value.join('')),
          )
          .join('');
        const withEdges = mangled
          .replace(/<p>/g, '<p> ')
          .replace(/<\/p>/g, ' </p>')
          .replace(/<\/li>/g, '</li>\n');
        for (const variant of [mangled, withEdges]) {
          const fast = parseCanonicalHtml(variant);
          if (fast !== null) expect(fast.eq(general(variant))).toBe(true);
        }
        if (!canonical.includes('<table>')) expect(parseCanonicalHtml(withEdges)).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['whitespace between blocks', '<p>a</p>\n<p>b</p>', '<p>a</p><p>b</p>'],
    ['a double space', '<p>a  b</p>', '<p>a b</p>'],
    ['a leading space', '<p> a</p>', '<p>a</p>'],
    ['a space after a break', '<p>a<br> b</p>', '<p>a<br>b</p>'],
    ['a space after a break, inside a mark', '<p>a<br><em> b</em></p>', '<p>a<br><em>b</em></p>'],
    ['a trailing space', '<p>a <strong> </strong></p>', '<p>a</p>'],
    ['a no-break space at the end', '<p>a\u00A0</p>', '<p>a&nbsp;</p>'],
    [
      'b, i and a link without rel',
      '<p><b>a</b> <i>b</i> <a href="https://e.com">c</a></p>',
      '<p><strong>a</strong> <em>b</em> <a href="https://e.com" rel="noopener noreferrer nofollow">c</a></p>',
    ],
  ])('takes %s and normalises it', (_name, html, expected) => {
    const fast = parseCanonicalHtml(html);
    expect(fast).not.toBeNull();
    expect(docToHtml(fast!)).toBe(expected);
    expect(fast!.eq(general(html))).toBe(true);
  });

  it('takes a large chapter written by the serialiser', () => {
    const canonical = docToHtml(general(chapterFixture(5000)));
    expect(parseCanonicalHtml(canonical)?.eq(general(canonical))).toBe(true);
  });

  it.each([
    ['an unknown element', '<p>a<span>b</span></p>'],
    ['b with a style', '<p><b style="font-weight: normal">a</b></p>'],
    ['an extra attribute', '<p class="x">a</p>'],
    ['a left alignment written out', '<p style="text-align: left">a</p>'],
    ['a link with another rel', '<p><a href="https://e.com" rel="external">a</a></p>'],
    [
      'a link to a refused protocol',
      '<p><a href="javascript:x" rel="noopener noreferrer nofollow">a</a></p>',
    ],
    ['text outside a block', 'a<p>b</p>'],
    [
      'a control character in an href',
      '<p><a href="https://e.com/\u0001" rel="noopener noreferrer nofollow">a</a></p>',
    ],
    ['an unclosed element', '<p>a'],
    ['a list item without a paragraph', '<ul><li>a</li></ul>'],
    ['an empty list', '<ul></ul>'],
    ['start="1" written out', '<ol start="1"><li><p>a</p></li></ol>'],
    ['a nested duplicate mark', '<p><strong>a<strong>b</strong></strong></p>'],
    ['a comment', '<p>a<!-- x --></p>'],
    ['nothing at all', ''],
    ['upper-case tags', '<P>a</P>'],
    [
      'tags named like Object.prototype members',
      '<p><constructor>a</constructor><__proto__>b</__proto__><tostring>c</tostring></p>',
    ],
  ])('gives up on %s', (_name, html) => {
    expect(parseCanonicalHtml(html)).toBeNull();
  });
});
