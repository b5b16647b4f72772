import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlToDoc, docToHtml } from '../html/html-codec.ts';
import { cleanPastedHtml } from './paste-html.ts';

const wordPaste = readFileSync(
  new URL('../../test/fixtures/word-paste.html', import.meta.url),
  'utf8',
);
/** What the editor ends up with: the cleaned HTML through the schema's parse rules. */
const pasted = (html: string) => docToHtml(htmlToDoc(cleanPastedHtml(html)));

describe('cleanPastedHtml', () => {
  it('removes Word scaffolding: conditional comments, xml islands, styles, o:p markers and list bullets', () => {
    const cleaned = cleanPastedHtml(wordPaste);
    expect(cleaned).not.toMatch(
      /<xml|<style|<o:p|<!--|<!\[|mso-list:\s*ignore|WordDocument|Style Definitions|·/i,
    );
    expect(cleaned).toContain('Item one');
  });

  it('leaves the editor a clean document: text, emphasis, alignment and safe links only', () => {
    expect(pasted(wordPaste)).toBe(
      '<p style="text-align: center"><strong>The Ledger</strong></p>' +
        '<p>First <em>claim</em> with a <a href="https://example.com/source" rel="noopener noreferrer nofollow">source</a> and a trap.</p>' +
        '<p></p><ul><li><p>Item one</p></li></ul><p>After the shape</p>',
    );
  });

  it("turns Word's list paragraphs back into nested bullet and numbered lists", () => {
    const item = (level: number, bullet: string, text: string) =>
      `<p class=MsoListParagraph style='mso-list:l0 level${level} lfo1'><![if !supportLists]><span style='mso-list:Ignore'>${bullet}<span>&nbsp;&nbsp;</span></span><![endif]>${text}<o:p></o:p></p>\n`;
    const html =
      item(1, '1.', 'First') +
      item(2, 'a)', 'Sub a') +
      item(2, 'b)', 'Sub b') +
      item(1, '2.', 'Second') +
      '<p class=MsoNormal>Between</p>' +
      item(1, '·', 'Bullet');
    expect(pasted(html)).toBe(
      '<ol><li><p>First</p><ol><li><p>Sub a</p></li><li><p>Sub b</p></li></ol></li><li><p>Second</p></li></ol>' +
        '<p>Between</p><ul><li><p>Bullet</p></li></ul>',
    );
  });

  it('turns table cells into blocks so their words do not run together', () => {
    expect(pasted('<table><tr><td>North</td><td>South</td></tr></table>')).toBe(
      '<p>North</p><p>South</p>',
    );
  });

  it('keeps ordinary HTML as it was', () => {
    const html = '<p class="x">a &amp; <b>b</b><br>c</p><ul><li>d</li></ul>';
    expect(cleanPastedHtml(html)).toBe('<p class="x">a &amp; <b>b</b><br>c</p><ul><li>d</li></ul>');
  });

  it('escapes what it writes back, so no markup is created from text or attributes', () => {
    expect(
      cleanPastedHtml(
        '<p title="&quot;><script>x</script>">&lt;img src=x onerror=alert(1)&gt;</p>',
      ),
    ).toBe(
      '<p title="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">&lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });

  it('drops javascript: links when the result is parsed', () => {
    expect(pasted('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<p>x</p>');
  });
});
