import { describe, expect, it } from 'vitest';
import { docToHtml, htmlToDoc } from '../html/html-codec.ts';
import { sanitizeChapterHtml } from '../server/sanitize-chapter-html.ts';
import { numberedItems, numberedKeys } from './numbered-items.ts';

const IMAGE = '6f1c2a3b-1d2e-4f50-8a9b-0c1d2e3f4a5b';
const figureHtml = (image = IMAGE, id = 'fig-one', alt = 'A bar chart of rents') =>
  `<figure id="${id}" data-image="${image}"><img src="/api/figures/${image}/screen" alt="${alt}" width="3000" height="2000">` +
  `<figcaption><p class="figure-caption">Rents by year</p><p class="figure-source">Source: Smith (2020).</p></figcaption></figure>`;

describe('figure node', () => {
  it('round-trips its stored HTML unchanged', () => {
    const html = `<p>Before.</p>${figureHtml()}<p>As <span data-cross-reference="fig-one"></span> shows.</p>`;
    expect(sanitizeChapterHtml(html).html).toBe(html);
  });

  it('counts caption and source words as prose and gives the cross-reference no words', () => {
    const chapter = sanitizeChapterHtml(
      `${figureHtml()}<p>As <span data-cross-reference="fig-one"></span> shows.</p>`,
    );
    expect(chapter.text).toBe('Rents by year\n\nSource: Smith (2020).\n\nAs  shows.');
    expect(chapter.wordCount).toBe(8);
  });

  it('drops a figure whose image is not a stored name, so HTML cannot point at any URL', () => {
    const html = `<p>Text.</p><figure data-image="../../etc/passwd"><img src="https://evil.example/x.png" alt="x"><figcaption><p class="figure-caption">Cap</p></figcaption></figure>`;
    const out = sanitizeChapterHtml(html).html;
    expect(out).not.toContain('evil');
    expect(out).not.toContain('<figure');
  });

  it('derives the image address from the stored name, whatever src the HTML claimed', () => {
    const html = figureHtml().replace(`/api/figures/${IMAGE}/screen`, 'javascript:alert(1)');
    expect(sanitizeChapterHtml(html).html).toContain(`src="/api/figures/${IMAGE}/screen"`);
  });

  it('keeps a chapter whose only content is a figure without caption', () => {
    const html = `<figure id="fig-one" data-image="${IMAGE}"><img src="x" alt=""></figure>`;
    const doc = htmlToDoc(html);
    expect(doc.firstChild?.type.name).toBe('figure');
    expect(sanitizeChapterHtml(html).html).toBe(docToHtml(doc));
    expect(sanitizeChapterHtml(html).html).toContain('<p class="figure-caption"></p>');
  });

  it('gives a figure without id one derived from its image', () => {
    const html = figureHtml().replace(' id="fig-one"', '');
    expect(htmlToDoc(html).firstChild?.attrs.id).toBe('fig-6f1c2a3b');
  });

  it('lists numbered figures in document order with caption and alt text', () => {
    const doc = htmlToDoc(figureHtml() + figureHtml(IMAGE, 'fig-two', ''));
    expect(numberedItems(doc)).toMatchObject([
      { kind: 'figure', id: 'fig-one', caption: 'Rents by year', alt: 'A bar chart of rents' },
      { kind: 'figure', id: 'fig-two', caption: 'Rents by year', alt: '' },
    ]);
  });

  it('lists tables among the figures: by their id once referred to, else by their place', () => {
    const table = (id: string, caption: string) =>
      `<table${id ? ` id="${id}"` : ''}><caption>${caption}</caption><tbody><tr><td><p>1</p></td></tr></tbody></table>`;
    const doc = htmlToDoc(table('', 'Rents') + figureHtml() + table('tbl-desks', 'Desks'));
    expect(numberedItems(doc, '7')).toMatchObject([
      { kind: 'table', id: '7#table-1', referable: false, caption: 'Rents' },
      { kind: 'figure', id: 'fig-one', referable: true },
      { kind: 'table', id: 'tbl-desks', referable: true, caption: 'Desks' },
    ]);
    const keys = numberedKeys(numberedItems(doc, '7'), doc);
    expect(keys.get(doc.child(2))).toBe('tbl-desks');
    expect(docToHtml(doc)).toContain('<table id="tbl-desks"><caption>Desks</caption>');
  });
});
