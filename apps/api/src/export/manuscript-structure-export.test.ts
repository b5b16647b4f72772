import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { beforeAll, describe, expect, it } from 'vitest';
import { epubcheck, pandocHtml, which } from '../../test/export-tools.ts';
import { htmlToDoc } from '@receipts/editor/server';
import { chapterBody } from './chapter-blocks.ts';
import { writeDocx } from './docx-writer.ts';
import { writeEpub } from './epub-writer.ts';
import type { Manuscript } from './manuscript.ts';
import { writeMarkdown } from './markdown-writer.ts';

/** Two chapters holding every new structure: notes in both (numbered through the book). */
const CHAPTER_HTML = [
  '<p>A claim.<span data-footnote="">Smith, <em>Receipts</em>, p. 3.</span> More text.</p>' +
    '<blockquote><p>Quoted words.</p><p>A second quoted paragraph.</p></blockquote>' +
    '<hr class="scene-break">' +
    '<p>The 21<sup>st</sup> century, H<sub>2</sub>O.</p>',
  '<p>Second claim<span data-footnote="">First line of a note.<br>Its second line.</span>.</p>' +
    // What the .docx import used to leave: a link to a note that is not there.
    '<p>Old reference<sup><a href="#footnote-20">[1]</a></sup>.</p>' +
    // A note left empty in the editor is no note.
    '<p>Empty note<span data-footnote=""></span> here.</p>',
];

const book = (): Manuscript => ({
  title: 'Footnoted',
  subtitle: null,
  series: null,
  seriesName: null,
  seriesPosition: null,
  author: 'A. Writer',
  isbn: null,
  edition: null,
  dedication: null,
  description: null,
  language: 'en',
  chapters: CHAPTER_HTML.map((html, index) => ({
    label: `Chapter ${index + 1}`,
    title: `Part ${index + 1}`,
    heading: `Chapter ${index + 1}: Part ${index + 1}`,
    blocks: chapterBody(htmlToDoc(html)).blocks,
    references: [],
  })),
  references: [],
  referencesHeading: 'References',
  contentsHeading: 'Contents',
  images: {},
  figureList: [],
  tableList: [],
  figuresWithoutAlt: [],
});

const tools = { pandoc: false, epubcheck: false };
beforeAll(async () => {
  tools.pandoc = (await which('pandoc')) !== null;
  tools.epubcheck = (await which('epubcheck')) !== null;
});

describe('.docx export of manuscript structure', () => {
  it('writes real Word footnotes, numbered through the book, with their text in footnotes.xml', async () => {
    const files = unzipSync(await writeDocx(book()));
    const document = strFromU8(files['word/document.xml']!);
    const footnotes = strFromU8(files['word/footnotes.xml']!);
    expect(document.match(/<w:footnoteReference w:id="(\d+)"\/>/g)).toEqual([
      '<w:footnoteReference w:id="1"/>',
      '<w:footnoteReference w:id="2"/>',
    ]);
    expect(footnotes).toContain('Smith, ');
    expect(footnotes).toContain('Its second line.');
    expect(document).not.toContain('Smith, ');
  });

  it('reads back in mammoth with the notes as footnotes, quotes in the Quote style', async () => {
    const bytes = await writeDocx(book());
    const { value } = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes) },
      { styleMap: ["p[style-name='Quote'] => blockquote > p:fresh"] },
    );
    expect(value).toContain(
      '<blockquote><p>Quoted words.</p><p>A second quoted paragraph.</p></blockquote>',
    );
    expect(value).toMatch(/<li id="footnote-1"><p>Smith, <em>Receipts<\/em>, p\. 3\./);
    expect(value).toContain('The 21<sup>st</sup> century, H<sub>2</sub>O.');
    expect(value).toContain('<p>* * *</p>');
  });
});

describe('EPUB export of manuscript structure', () => {
  // epubcheck is a Java program: starting it takes a while on a busy machine.
  it(
    'links each noteref to its footnote aside and back, and passes epubcheck clean',
    { timeout: 180_000 },
    async () => {
      if (!tools.epubcheck)
        throw new Error('epubcheck is not installed (apt-get install epubcheck)');
      const bytes = await writeEpub(book(), {
        identifier: 'urn:uuid:8a0c3f5e-7b1d-4c2e-9f6a-1d2e3f4a5b6c',
        modified: new Date('2026-01-01T00:00:00Z'),
        cover: null,
      });
      const files = unzipSync(bytes);
      const first = strFromU8(files['OEBPS/chapter-001.xhtml']!);
      const second = strFromU8(files['OEBPS/chapter-002.xhtml']!);
      expect(first).toContain(
        '<sup><a epub:type="noteref" role="doc-noteref" id="noteref-1" href="#note-1">1</a></sup>',
      );
      expect(first).toContain(
        '<aside epub:type="footnote" role="doc-footnote" id="note-1"><p><a href="#noteref-1" role="doc-backlink">1.</a> Smith, <em>Receipts</em>, p. 3.</p></aside>',
      );
      expect(second).toContain('href="#note-2"');
      expect(second).toContain('First line of a note.<br/>Its second line.');
      expect(first).toContain('<blockquote><p>Quoted words.</p>');
      expect(first).toContain('<hr class="scene-break"/>');
      expect(first).toContain('The 21<sup>st</sup> century, H<sub>2</sub>O.');
      const result = await epubcheck(bytes);
      expect(result.output).toMatch(
        /No errors or warnings detected|0 warnings? \/ 0 errors|0 errors/,
      );
      expect(result.output).not.toMatch(/WARNING|ERROR/);
      expect(result.ok, result.output).toBe(true);
    },
  );
});

describe('Markdown export of manuscript structure', () => {
  it('writes [^n] footnotes, > quotes, a thematic break and HTML sup/sub', () => {
    const markdown = writeMarkdown(book());
    expect(markdown).toContain('A claim.[^1] More text.');
    expect(markdown).toContain('[^1]: Smith, *Receipts*, p. 3.');
    expect(markdown).toContain('Second claim[^2].');
    expect(markdown).toContain('[^2]: First line of a note.\\\n    Its second line.');
    expect(markdown).toContain('> Quoted words.\n>\n> A second quoted paragraph.');
    expect(markdown).toContain('\n\n* * *\n\n');
    expect(markdown).toContain('The 21<sup>st</sup> century, H<sub>2</sub>O.');
  });

  it('reads back in pandoc with the notes as footnotes and the quote as a quote', async () => {
    if (!tools.pandoc) throw new Error('pandoc is not installed');
    const html = await pandocHtml(new TextEncoder().encode(writeMarkdown(book())), 'markdown');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<hr />');
    expect(html.match(/class="footnote-ref"/g)).toHaveLength(2);
    // Pandoc joins "p. 3" with a no-break space (its abbreviation rule).
    expect(html).toMatch(/Smith, <em>Receipts<\/em>, p\.\s3\./);
  });
});
