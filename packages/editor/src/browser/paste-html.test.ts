import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlToDoc, docToHtml } from '../html/html-codec.ts';
import { cleanPastedHtml } from './paste-html.ts';

const wordPaste = readFileSync(
  new URL('../../test/fixtures/word-paste.html', import.meta.url),
  'utf8',
);
const googleDocsPaste = readFileSync(
  new URL('../../test/fixtures/google-docs-paste.html', import.meta.url),
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

  it('keeps a table a table, each cell holding its own words', () => {
    expect(pasted('<table><tr><td>North</td><td>South</td></tr></table>')).toBe(
      '<table><tbody><tr><td><p>North</p></td><td><p>South</p></td></tr></tbody></table>',
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

describe('cleanPastedHtml with Google Docs clipboard HTML', () => {
  it('keeps bold, italic, highlight, raised and lowered text and links, and makes each empty line between blocks one empty paragraph', () => {
    expect(pasted(googleDocsPaste)).toBe(
      '<h2>The Ledger</h2>' +
        `<p>The clerk wrote <strong>every</strong> receipt in <em>triplicate</em>, and <mark>the third copy vanished</mark>.<sup>1</sup></p>` +
        '<p></p>' +
        `<p>Water is H<sub>2</sub>O; the 19<sup>th</sup> century kept <strong><em>no</em></strong> ledger of it.</p>` +
        '<p></p><p></p>' +
        '<ul><li><p>A first entry</p></li><li><p>A second entry</p></li></ul>' +
        '<p></p>' +
        '<p>See the <a href="https://example.com/archive" rel="noopener noreferrer nofollow">archive</a>.</p>' +
        '<p>A last line selected without its end</p>',
    );
  });

  it('marks raised and lowered runs as <sup> and <sub> for the schema to read', () => {
    const cleaned = cleanPastedHtml(googleDocsPaste);
    expect(cleaned).toMatch(
      /vanished<\/mark><\/span><span [^>]*>\.<\/span><span [^>]*><sup>1<\/sup>/,
    );
    expect(cleaned).toMatch(/>Water is H<\/span><span [^>]*><sub>2<\/sub><\/span>/);
    expect(cleaned).toMatch(/<sup>th<\/sup>/);
    expect(cleaned.match(/<su[pb]>/g)).toHaveLength(3);
  });

  it('reads a <br> between two blocks as an empty line, and one beside loose text as a line end', () => {
    expect(pasted('<p>a</p><br><p>b</p>')).toBe('<p>a</p><p></p><p>b</p>');
    expect(pasted('<h2>a</h2>\n<br>\n<br>\n<ul><li>b</li></ul>')).toBe(
      '<h2>a</h2><p></p><p></p><ul><li><p>b</p></li></ul>',
    );
    expect(pasted('<p>a</p><br><span>b</span>')).toBe('<p>a</p><p>b</p>');
    expect(pasted('<p>a</p><br></div>')).toBe('<p>a</p>');
    expect(pasted('<p>a<br>b</p>')).toBe('<p>a<br>b</p>');
    expect(pasted('<p>a</p><br class="Apple-interchange-newline">')).toBe('<p>a</p>');
  });

  it('reads only a visible background as a highlight (Word writes its own as mso-highlight)', () => {
    expect(pasted('<p><span style="background-color:#fce5cd">warm</span></p>')).toBe(
      '<p><mark>warm</mark></p>',
    );
    expect(
      pasted(
        "<p class=MsoNormal><span style='background:yellow;mso-highlight:yellow'>lit</span></p>",
      ),
    ).toBe('<p><mark>lit</mark></p>');
    for (const none of [
      'transparent',
      '#ffffff',
      '#FFF',
      'white',
      'rgba(0, 0, 0, 0)',
      'rgb(255, 255, 255)',
    ])
      expect(pasted(`<p><span style="background-color:${none}">plain</span></p>`)).toBe(
        '<p>plain</p>',
      );
  });

  it('does not read the underline Docs draws on its links as an underline; one outside a link stays', () => {
    expect(
      pasted(
        '<p><a href="https://example.com/"><span style="color:#1155cc;text-decoration:underline;">link</span></a> <span style="text-decoration:underline">under</span></p>',
      ),
    ).toBe(
      '<p><a href="https://example.com/" rel="noopener noreferrer nofollow">link</a> <u>under</u></p>',
    );
  });
});
