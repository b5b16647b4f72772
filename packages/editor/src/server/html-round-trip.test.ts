import { describe, expect, it } from 'vitest';
import { sanitizeChapterHtml } from './sanitize-chapter-html.ts';

const rel = 'rel="noopener noreferrer nofollow"';
const sanitize = (html: string) => sanitizeChapterHtml(html).html;

describe('every node, mark and alignment survives a round trip unchanged', () => {
  it.each([
    ['paragraph', '<p>Plain words.</p>'],
    ...[1, 2, 3, 4, 5, 6].map((level) => [`heading ${level}`, `<h${level}>Title</h${level}>`]),
    ['centred paragraph', '<p style="text-align: center">Centred</p>'],
    ['right-aligned paragraph', '<p style="text-align: right">Right</p>'],
    ['aligned heading', '<h2 style="text-align: center">Centred title</h2>'],
    ['bullet list', '<ul><li><p>One</p></li><li><p>Two</p></li></ul>'],
    ['ordered list', '<ol><li><p>First</p></li><li><p>Second</p></li></ol>'],
    ['ordered list with a start', '<ol start="3"><li><p>Third</p></li></ol>'],
    ['nested list', '<ul><li><p>Outer</p><ol><li><p>Inner</p></li></ol></li></ul>'],
    ['hard break', '<p>Line one<br>Line two</p>'],
    ['bold', '<p><strong>bold</strong></p>'],
    ['italic', '<p><em>italic</em></p>'],
    ['underline', '<p><u>underlined</u></p>'],
    ['highlight', '<p><mark>highlighted</mark></p>'],
    ['link', `<p><a href="https://example.com/a?b=1&amp;c=2" ${rel}>a source</a></p>`],
    ['anchor link', `<p><a href="#notes" ${rel}>notes</a></p>`],
    [
      'nested marks',
      `<p><a href="mailto:ed@example.com" ${rel}><strong><em>all</em></strong></a> and <u><mark>two</mark></u></p>`,
    ],
    ['escaped text', '<p>a &lt;b&gt; &amp; c&nbsp;d "quoted"</p>'],
  ])('%s', (_name, html) => {
    expect(sanitize(html)).toBe(html);
  });
});

describe('parsing equivalents', () => {
  it.each([
    [
      '<b> and <i> as bold and italic',
      '<p><b>b</b> <i>i</i></p>',
      '<p><strong>b</strong> <em>i</em></p>',
    ],
    [
      'bold, italic and underline from inline styles',
      '<p><span style="font-weight:700">b</span><span style="font-style: italic">i</span><span style="text-decoration: underline">u</span></p>',
      '<p><strong>b</strong><em>i</em><u>u</u></p>',
    ],
    [
      "Google Docs' normal-weight <b> wrapper",
      '<b style="font-weight:normal;"><p>not bold</p></b>',
      '<p>not bold</p>',
    ],
    ['legacy align attribute', '<p align="center">x</p>', '<p style="text-align: center">x</p>'],
    [
      'left alignment is the default and not written',
      '<p style="text-align: left">x</p>',
      '<p>x</p>',
    ],
    [
      'unsupported alignment falls back to left',
      '<h1 style="text-align: justify">x</h1>',
      '<h1>x</h1>',
    ],
    [
      'a bare list item gets its paragraph',
      '<ul><li>item</li></ul>',
      '<ul><li><p>item</p></li></ul>',
    ],
    [
      'an invalid list start becomes 1',
      '<ol start="-4"><li>x</li></ol>',
      '<ol><li><p>x</p></li></ol>',
    ],
    ['loose inline content gets a paragraph', 'just text', '<p>just text</p>'],
    [
      'unknown wrappers are unwrapped, their text kept',
      '<div><span class="x">kept</span></div><section><p>too</p></section>',
      '<p>kept</p><p>too</p>',
    ],
    ['whitespace is collapsed', '<p>  a \n\n b  </p><pre>c    d</pre>', '<p>a b</p><p>c d</p>'],
    [
      'a table keeps its cells, and a short row is filled out to the grid',
      '<table><tr><td>a</td><th>b</th></tr><tr><td><p>c</p></td></tr></table>',
      '<table><tbody><tr><td><p>a</p></td><th><p>b</p></th></tr><tr><td><p>c</p></td><td><p></p></td></tr></tbody></table>',
    ],
    [
      'definition terms and descriptions become paragraphs',
      '<dl><dt>term</dt><dd>meaning</dd></dl>',
      '<p>term</p><p>meaning</p>',
    ],
    [
      'a paragraph left open with an inline element ends where the next begins',
      '<p><span>one<p><span>two',
      '<p>one</p><p>two</p>',
    ],
    [
      'a list item left open with an inline element ends where the next begins',
      '<ul><li><b>one<li><b>two</ul>',
      '<ul><li><p><strong>one</strong></p></li><li><p><strong>two</strong></p></li></ul>',
    ],
    ['control characters are removed', '<p>a\u0000b\u0007c</p>', '<p>abc</p>'],
    [
      'entity-encoded text is decoded then escaped again',
      '<p>&#60;script&#62;</p>',
      '<p>&lt;script&gt;</p>',
    ],
  ])('%s', (_name, input, expected) => {
    expect(sanitize(input)).toBe(expected);
  });
});

describe('long input', () => {
  it('keeps text, entities and marks whole across the parser’s input chunks', () => {
    const words = Array.from({ length: 12_000 }, (_, i) =>
      i % 1000 === 999 ? 'caf&eacute;&#x1F600;' : `w${i}`,
    );
    const html = `<p>${words.join(' ')}</p><p><strong>${words.slice(0, 5000).join(' ')}</strong></p>`;
    const result = sanitizeChapterHtml(html);
    expect(result.wordCount).toBe(17_000);
    const decoded = words.map((word) => word.replace('caf&eacute;&#x1F600;', 'café😀'));
    expect(result.html).toBe(
      `<p>${decoded.join(' ')}</p><p><strong>${decoded.slice(0, 5000).join(' ')}</strong></p>`,
    );
  });
});

describe('lists written as direct children of lists', () => {
  it('nest under the item before them, also when the input arrives in several chunks', () => {
    const filler = `<p>${'word '.repeat(4000)}</p>`;
    // The nested list opens right where the parser's input is cut (16 KiB).
    const prefix = `${filler}<ul><li>a</li><ul>`;
    const padded = prefix.padEnd(16 * 1024 * 2 - 4, ' ');
    const html = `${padded}<li>b</li></ul><li>c</li></ul><p>after</p>`;
    expect(sanitizeChapterHtml(html).html).toBe(
      `<p>${'word '.repeat(3999)}word</p><ul><li><p>a</p><ul><li><p>b</p></li></ul></li><li><p>c</p></li></ul><p>after</p>`,
    );
  });
});
