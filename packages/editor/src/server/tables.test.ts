import { describe, expect, it } from 'vitest';
import { sanitizeChapterHtml } from './sanitize-chapter-html.ts';

const sanitize = (html: string) => sanitizeChapterHtml(html).html;
const cell = (tag: 'td' | 'th', text: string, attributes = '') =>
  `<${tag}${attributes}><p>${text}</p></${tag}>`;

describe('tables in chapter HTML', () => {
  it('keeps a caption, header cells, spans, column widths and cell alignment unchanged', () => {
    const html =
      '<table><caption>Receipts by <em>year</em></caption><tbody>' +
      `<tr>${cell('th', 'Year', ' data-colwidth="120"')}${cell('th', 'Total', ' colspan="2"')}</tr>` +
      `<tr>${cell('th', '2024', ' data-colwidth="120"')}${cell('td', '5', ' rowspan="2"')}${cell('td', '6', ' style="text-align: right"')}</tr>` +
      `<tr>${cell('th', '2025', ' data-colwidth="120"')}${cell('td', '7', ' style="text-align: center"')}</tr>` +
      '</tbody></table>';
    expect(sanitize(html)).toBe(html);
  });

  it('joins thead, tbody and tfoot rows into one grid and reads HTML and Markdown alignment', () => {
    expect(
      sanitize(
        '<table><thead><tr><th align="right">A</th></tr></thead><tbody><tr><td style="text-align:center">b</td></tr></tbody><tfoot><tr><td>c</td></tr></tfoot></table>',
      ),
    ).toBe(
      `<table><tbody><tr>${cell('th', 'A', ' style="text-align: right"')}</tr><tr>${cell('td', 'b', ' style="text-align: center"')}</tr><tr>${cell('td', 'c')}</tr></tbody></table>`,
    );
  });

  it('keeps lists in cells, makes headings in cells paragraphs and flattens a table in a cell', () => {
    expect(
      sanitize(
        '<table><tr><td><h2>Head</h2><ul><li>one</li></ul><table><tr><td>x</td><td>y</td></tr></table></td></tr></table>',
      ),
    ).toBe(
      '<table><tbody><tr><td><p>Head</p><ul><li><p>one</p></li></ul><p>x</p><p>y</p></td></tr></tbody></table>',
    );
  });

  it('drops a table without cells, and cuts back a span that reaches past the table', () => {
    expect(sanitize('<p>a</p><table><caption>none</caption><tr></tr></table>')).toBe('<p>a</p>');
    expect(sanitize('<table><tr><td rowspan="4">a</td><td>b</td></tr></table>')).toBe(
      `<table><tbody><tr>${cell('td', 'a')}${cell('td', 'b')}</tr></tbody></table>`,
    );
  });

  it('counts the words of the caption and of every cell, never running two cells together', () => {
    const chapter = sanitizeChapterHtml(
      '<p>Intro.</p><table><caption>Two words</caption><tr><td>North</td><td>South side</td></tr></table>',
    );
    expect(chapter.wordCount).toBe(6);
    expect(chapter.text).toBe('Intro.\n\nTwo words\n\nNorth\n\nSouth side');
  });

  it('keeps a table pasted from Word (Word’s table markup and paragraphs in cells)', () => {
    const word =
      '<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style="border-collapse:collapse"><tr style="mso-yfti-irow:0">' +
      '<td width=301 valign=top style="width:225.4pt"><p class=MsoNormal><b>Name<o:p></o:p></b></p></td>' +
      '<td width=301 valign=top><p class=MsoNormal align=right style="text-align:right">Fame<o:p></o:p></p></td></tr></table>';
    expect(sanitize(word)).toBe(
      '<table><tbody><tr><td><p><strong>Name</strong></p></td><td><p style="text-align: right">Fame</p></td></tr></tbody></table>',
    );
  });
});
