import { sanitizeChapterHtml } from '@receipts/editor/server';
import { describe, expect, it } from 'vitest';
import { figuresWithoutAlt } from './missing-alt.ts';

const IMAGE = '6f1c2a3b-1d2e-4f50-8a9b-0c1d2e3f4a5b';
const figure = (alt: string) =>
  `<figure id="fig-a" data-image="${IMAGE}"><img src="x" alt="${alt}"><figcaption><p class="figure-caption">C</p><p class="figure-source"></p></figcaption></figure>`;

describe('figuresWithoutAlt', () => {
  it('counts the figures of stored chapter HTML whose alt text is empty', () => {
    const stored = sanitizeChapterHtml(`<p>x</p>${figure('')}${figure('A chart')}${figure('  ')}`);
    expect(figuresWithoutAlt(stored.html)).toBe(2);
    expect(figuresWithoutAlt(null)).toBe(0);
  });
});
