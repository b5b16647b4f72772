import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from '../browser/paste-html.ts';
import { sanitizeChapterHtml } from '../server/sanitize-chapter-html.ts';
import { htmlToDoc } from '../html/html-codec.ts';
import { inlineNotes } from './inline-notes.ts';
import { splitChapters } from './split-chapters.ts';

const chapter = (html: string) => sanitizeChapterHtml(html).html;

describe('notes moved to their references', () => {
  it('takes mammoth’s footnotes and endnotes from the list at the end', () => {
    const html =
      '<p>Claim<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup> and more<sup><a href="#endnote-1" id="endnote-ref-1">[2]</a></sup>.</p>' +
      '<ol><li id="footnote-1"><p>First <em>note</em>. <a href="#footnote-ref-1">↑</a></p><p>Its second paragraph.</p></li></ol>' +
      '<ol><li id="endnote-1"><p>An endnote. <a href="#endnote-ref-1">↑</a></p></li></ol>';
    expect(chapter(inlineNotes(html))).toBe(
      '<p>Claim<span data-footnote="">First <em>note</em>.<br>Its second paragraph.</span> and more<span data-footnote="">An endnote.</span>.</p>',
    );
  });

  it('takes markdown-it-footnote’s section, its rule included', () => {
    const html =
      '<p>Claim<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup>.</p>\n' +
      '<hr class="footnotes-sep">\n<section class="footnotes">\n<ol class="footnotes-list">\n' +
      '<li id="fn1" class="footnote-item"><p>The note. <a href="#fnref1" class="footnote-backref">↩︎</a></p>\n</li>\n</ol>\n</section>\n';
    expect(chapter(inlineNotes(html))).toBe('<p>Claim<span data-footnote="">The note.</span>.</p>');
  });

  it('takes the footnotes of Word’s clipboard HTML, without turning its separator into a scene break', () => {
    const html = `<html><body>
<p class=MsoNormal>A claim.<a style='mso-footnote-id:ftn1' href="#_ftn1" name="_ftnref1" title=""><span class=MsoFootnoteReference><span style='mso-special-character:footnote'><![if !supportFootnotes]>[1]<![endif]></span></span></a> More.<o:p></o:p></p>
<div style='mso-element:footnote-list'><![if !supportFootnotes]><br clear=all>
<hr align=left size=1 width="33%">
<![endif]>
<div style='mso-element:footnote' id=ftn1>
<p class=MsoFootnoteText><a style='mso-footnote-id:ftn1' href="#_ftnref1" name="_ftn1" title=""><span class=MsoFootnoteReference><span style='mso-special-character:footnote'><![if !supportFootnotes]>[1]<![endif]></span></span></a> Smith, p. 3.<o:p></o:p></p>
</div>
</div>
</body></html>`;
    expect(chapter(cleanPastedHtml(inlineNotes(html)))).toBe(
      '<p>A claim.<span data-footnote="">Smith, p. 3.</span> More.</p>',
    );
  });

  it('leaves HTML without notes as it is, and a link to a missing note as a link', () => {
    const plain = '<p>No <a href="#elsewhere">notes</a> here.</p><ol><li><p>a list</p></li></ol>';
    expect(inlineNotes(plain)).toBe(plain);
  });
});

describe('chapter titles and footnotes', () => {
  it('a note on a chapter heading stays out of the chapter’s title', () => {
    const chapters = splitChapters(
      htmlToDoc(
        '<h1>Chapter 1: Proof<span data-footnote="">First published 2020.</span></h1><p>Text.</p>',
      ),
      'Book',
    );
    expect(chapters.map((chapter) => chapter.title)).toEqual(['Proof']);
  });
});
