import { describe, expect, it } from 'vitest';
import { foreignMarkup } from '../../test/schema-markup.ts';
import { sanitizeChapterHtml } from './sanitize-chapter-html.ts';

/* Payloads from the usual filter-evasion lists; each must come out as schema markup only. */
const corpus: [string, string][] = [
  ['script tag', '<p>a</p><script>alert(1)</script><p>b</p>'],
  ['script with src', '<script src="https://evil.example/x.js"></script><p>text</p>'],
  ['script split by case', '<ScRiPt>alert(1)</sCrIpT><p>text</p>'],
  ['img onerror', '<p>x<img src=x onerror="alert(1)"></p>'],
  ['event handler on an allowed tag', '<p onclick="alert(1)" onmouseover=alert(2)>click</p>'],
  ['handler on a mark', '<strong onmouseover="alert(1)">bold</strong>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['leading space and tab-split scheme', '<a href=" jav&#x09;ascript:alert(1)">x</a>'],
  ['newline-split scheme', '<a href="java&#10;script:alert(1)">x</a>'],
  ['leading control characters', '<a href="&#x01;&#x02;javascript:alert(1)">x</a>'],
  [
    'fully entity-encoded scheme',
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  ],
  [
    'decimal entities without semicolons',
    '<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)">x</a>',
  ],
  ['named entity colon', '<a href="javascript&colon;alert(1)">x</a>'],
  ['data: URL', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['vbscript: URL', '<a href="vbscript:msgbox(1)">x</a>'],
  [
    'link with handler and target',
    '<a href="https://example.com" target="_blank" onclick="alert(1)">ok</a>',
  ],
  [
    'svg with script',
    '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>t</text></a></svg><p>after</p>',
  ],
  ['svg onload', '<svg onload=alert(1)></svg><p>after</p>'],
  ['math with link', '<math><mtext><a href="javascript:alert(1)">m</a></mtext></math><p>after</p>'],
  [
    'style tag',
    '<style>@import "https://evil.example/x.css"; body { background: url(javascript:alert(1)) }</style><p>x</p>',
  ],
  [
    'style attribute expression',
    '<p style="background:url(javascript:alert(1)); width: expression(alert(1))">x</p>',
  ],
  [
    'iframe',
    '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe><p>x</p>',
  ],
  [
    'object and embed',
    '<object data="data:text/html,<script>alert(1)</script>"></object><embed src="x.swf"><p>x</p>',
  ],
  [
    'form',
    '<form action="javascript:alert(1)"><input type="submit" formaction="javascript:alert(2)"><button>Go</button></form><p>x</p>',
  ],
  [
    'meta refresh and base',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:alert(1)//"><p>x</p>',
  ],
  ['template', '<template><img src=x onerror=alert(1)></template><p>x</p>'],
  [
    'comment and conditional comment',
    '<!--<script>alert(1)</script>--><!--[if IE]><script>alert(1)</script><![endif]--><p>x</p>',
  ],
  ['CDATA', '<p><![CDATA[<script>alert(1)</script>]]>x</p>'],
  ['unclosed attribute trick', '<p title="</p><script>alert(1)</script>">x</p>'],
  ['noscript mutation trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['textarea breakout', '<textarea></textarea><script>alert(1)</script></textarea><p>x</p>'],
  [
    'link with quote in href',
    '<a href="https://example.com/&quot;onmouseover=&quot;alert(1)">x</a>',
  ],
  [
    'link with angle brackets in href',
    '<a href="https://example.com/<script>alert(1)</script>">x</a>',
  ],
  [
    'video and audio',
    '<video src=x onerror=alert(1)></video><audio src=x onerror=alert(1)></audio><p>x</p>',
  ],
  ['xmp and plaintext-like', '<xmp><script>alert(1)</script></xmp><p>x</p>'],
  [
    'prototype-named tags and attributes',
    '<p><constructor __proto__="x" constructor="y">a</constructor><__proto__>b</__proto__><a href="https://e.com" __proto__="z">c</a></p>',
  ],
];

describe('XSS corpus', () => {
  it.each(corpus)('%s is stored clean', (_name, payload) => {
    const { html } = sanitizeChapterHtml(payload);
    expect(foreignMarkup(html)).toEqual([]);
    expect(html.toLowerCase()).not.toMatch(
      /javascript:|vbscript:|data:text|<script|<svg|<iframe|<img|<style|<form|\son\w+=/,
    );
  });

  it('keeps the text of a refused link', () => {
    expect(
      sanitizeChapterHtml('<p>see <a href=" jav&#x09;ascript:alert(1)">this</a></p>').html,
    ).toBe('<p>see this</p>');
  });

  it('keeps an allowed link but drops its other attributes', () => {
    expect(
      sanitizeChapterHtml('<a href="https://example.com" target="_blank" onclick="alert(1)">ok</a>')
        .html,
    ).toBe('<p><a href="https://example.com" rel="noopener noreferrer nofollow">ok</a></p>');
  });

  it('escapes quotes and angle brackets inside an allowed href', () => {
    const { html } = sanitizeChapterHtml('<a href="https://example.com/&quot;x=&quot;<b>">q</a>');
    expect(html).toBe(
      '<p><a href="https://example.com/&quot;x=&quot;&lt;b&gt;" rel="noopener noreferrer nofollow">q</a></p>',
    );
  });
});
