import { describe, expect, it } from 'vitest';
import { docToHtml, htmlToDoc } from '../html/html-codec.ts';
import { storedInlineText } from './stored-inline-text.ts';

/** A caption's inner HTML as the serializer stores it, after a round trip through the editor. */
function storedCaption(inner: string): { html: string; text: string } {
  const doc = htmlToDoc(
    `<table id="tbl-a"><caption>${inner}</caption><tbody><tr><td><p>1</p></td></tr></tbody></table>`,
  );
  const html = /<caption>(.*?)<\/caption>/s.exec(docToHtml(doc))?.[1] ?? '';
  let text = '';
  doc.descendants((node) => {
    if (node.type.name === 'table_caption') text = node.textContent;
    return true;
  });
  return { html, text };
}

describe('storedInlineText', () => {
  it.each([
    ['plain words', 'Rents by district'],
    [
      'marks',
      'Rents <em>and</em> <strong>wages</strong>, <a href="https://example.org/?a=1&amp;b=2">linked</a>',
    ],
    ['escaped text', 'Fish &amp; chips &lt;b&gt; a&nbsp;b "quoted" \'single\''],
    ['a line break', 'First<br>second'],
    ['a footnote', 'Rents<span data-footnote="">As the <em>minutes</em> say.</span> by year'],
    ['a cross-reference', 'See <span data-cross-reference="fig-a"></span> too'],
    ['unicode', 'Zürich — “quoted” 1 < 2'],
  ])('reads %s as the parsed caption’s text', (_name, inner) => {
    const { html, text } = storedCaption(inner);
    expect(html).not.toBe('');
    expect(storedInlineText(html)).toBe(text);
  });
});
