import { describe, expect, it } from 'vitest';
import { htmlToDoc } from '../html/html-codec.ts';
import { splitChapters } from './split-chapters.ts';

const split = (html: string, fallback = 'manuscript') => splitChapters(htmlToDoc(html), fallback);

describe('splitChapters', () => {
  it('splits at every Heading 1 and keeps the formatting the schema represents', () => {
    const chapters = split(
      '<h1>Chapter 1: Circling Back</h1><p>We <strong>will</strong> <em>circle</em> <u>back</u>.</p>' +
        '<h2>A section</h2><ul><li><p>one</p></li></ul>' +
        '<h1>Synergy</h1><p>See <a href="https://example.org">this</a>.</p>',
    );
    expect(chapters.map((c) => c.title)).toEqual(['Circling Back', 'Synergy']);
    expect(chapters[0]!.html).toBe(
      '<p>We <strong>will</strong> <em>circle</em> <u>back</u>.</p><h2>A section</h2><ul><li><p>one</p></li></ul>',
    );
    expect(chapters[0]!.wordCount).toBe(7);
    expect(chapters[1]!.html).toContain('<a href="https://example.org"');
  });

  it('without Heading 1, splits at chapter lines and headings of front and back matter', () => {
    const chapters = split(
      '<p>Prologue</p><p>It began.</p><h2>Chapter Two</h2><p>Then.</p><p>Chapter 3: The Pivot</p><p>Now.</p><h3>Epilogue</h3><p>End.</p>',
    );
    expect(chapters.map((c) => c.title)).toEqual([
      'Prologue',
      'Chapter Two',
      'The Pivot',
      'Epilogue',
    ]);
    expect(chapters.map((c) => c.wordCount)).toEqual([2, 1, 1, 1]);
  });

  it('keeps text before the first heading with the first chapter', () => {
    const chapters = split('<p>A title page</p><h1>Introduction</h1><p>Hello there.</p>');
    expect(chapters).toHaveLength(1);
    expect(chapters[0]!.title).toBe('Introduction');
    expect(chapters[0]!.html).toBe('<p>A title page</p><p>Hello there.</p>');
  });

  it('makes one chapter named after the file when there are no chapter headings', () => {
    const chapters = split('<p>Just prose, no headings.</p><h2>Not a chapter</h2>', 'notes');
    expect(chapters).toEqual([
      {
        title: 'notes',
        number: null,
        html: '<p>Just prose, no headings.</p><h2>Not a chapter</h2>',
        wordCount: 7,
      },
    ]);
  });

  it('does not take a sentence that starts with "Introduction" for a heading', () => {
    const long = `Introduction ${'of a very long sentence '.repeat(10)}`;
    expect(split(`<p>${long}</p>`, 'f')).toHaveLength(1);
  });

  it('gives a heading with nothing under it an empty chapter', () => {
    expect(split('<h1>One</h1><h1>Two</h1><p>x</p>')[0]).toEqual({
      title: 'One',
      number: null,
      html: '',
      wordCount: 0,
    });
  });

  it('keeps the number each chapter heading states, in digits, roman numerals or words', () => {
    const chapters = split(
      '<h1>Chapter 1: Résumé Roulette</h1><p>a</p><h1>Chapter IV</h1><p>b</p>' +
        '<h1>Chapter Twenty-One: Late</h1><p>c</p><h1>Epilogue</h1><p>d</p>',
    );
    expect(chapters.map((c) => [c.title, c.number])).toEqual([
      ['Résumé Roulette', 1],
      ['Chapter IV', 4],
      ['Late', 21],
      ['Epilogue', null],
    ]);
  });
});
