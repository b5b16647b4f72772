import { Document, FootnoteReferenceRun, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { importDocument } from './import-document.ts';

async function chaptersOf(bytes: Uint8Array, fileName: string) {
  const result = await importDocument({
    bytes,
    fileName,
    mediaType: fileName.endsWith('.md') ? 'text/markdown' : 'application/octet-stream',
    purpose: 'chapters',
  });
  if (result.purpose !== 'chapters') throw new Error('expected chapters');
  return result.chapters;
}

const quoteStyle = (id: string, name: string) => ({ id, name, basedOn: 'Normal', run: {} });

/** A Word document with two chapters, each with a footnote, and quotes in Word's three styles. */
async function manuscriptDocx(): Promise<Uint8Array> {
  const document = new Document({
    styles: {
      paragraphStyles: [
        quoteStyle('Quote', 'Quote'),
        quoteStyle('IntenseQuote', 'Intense Quote'),
        quoteStyle('BlockText', 'Block Text'),
      ],
    },
    footnotes: {
      1: { children: [new Paragraph('Smith, Receipts, p. 3.')] },
      2: {
        children: [new Paragraph('First paragraph of a note.'), new Paragraph('Its second.')],
      },
    },
    sections: [
      {
        children: [
          new Paragraph({ text: 'Chapter 1: Proof', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [new TextRun('A claim.'), new FootnoteReferenceRun(1), new TextRun(' More.')],
          }),
          new Paragraph({ text: 'Quoted first line.', style: 'Quote' }),
          new Paragraph({ text: 'Quoted second line.', style: 'Quote' }),
          new Paragraph({ text: 'Between quotes.' }),
          new Paragraph({ text: 'An intense quote.', style: 'IntenseQuote' }),
          new Paragraph({ text: 'Chapter 2: Trail', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'A block text.', style: 'BlockText' }),
          new Paragraph({
            children: [new TextRun('Second claim'), new FootnoteReferenceRun(2), new TextRun('.')],
          }),
          new Paragraph({
            children: [
              new TextRun('H'),
              new TextRun({ text: '2', subScript: true }),
              new TextRun('O, the 21'),
              new TextRun({ text: 'st', superScript: true }),
            ],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

describe('.docx import of block quotes and footnotes', () => {
  it('keeps Quote, Intense Quote and Block Text paragraphs as block quotes', async () => {
    const [first, second] = await chaptersOf(await manuscriptDocx(), 'book.docx');
    expect(first!.html).toContain(
      '<blockquote><p>Quoted first line.</p><p>Quoted second line.</p></blockquote><p>Between quotes.</p><blockquote><p>An intense quote.</p></blockquote>',
    );
    expect(second!.html).toContain('<blockquote><p>A block text.</p></blockquote>');
  });

  it('puts each footnote at its reference, in its own chapter, and nothing at the end', async () => {
    const [first, second] = await chaptersOf(await manuscriptDocx(), 'book.docx');
    expect(first!.html).toContain(
      '<p>A claim.<span data-footnote="">Smith, Receipts, p. 3.</span> More.</p>',
    );
    expect(second!.html).toContain(
      '<p>Second claim<span data-footnote="">First paragraph of a note.<br>Its second.</span>.</p>',
    );
    for (const chapter of [first!, second!]) {
      expect(chapter.html).not.toContain('href="#footnote');
      expect(chapter.html).not.toContain('<ol>');
    }
    // The note's words count, once.
    expect(first!.wordCount).toBe(18);
  });

  it('keeps superscript and subscript', async () => {
    const [, second] = await chaptersOf(await manuscriptDocx(), 'book.docx');
    expect(second!.html).toContain('<p>H<sub>2</sub>O, the 21<sup>st</sup></p>');
  });
});

describe('Markdown import of block quotes and footnotes', () => {
  const markdown = `# Chapter 1: Proof

A claim.[^source] More, with an inline note.^[Inline *note*.]

> Quoted first line.
> Still the same paragraph.
>
> Second quoted paragraph.

# Chapter 2: Trail

Second claim.[^two]

[^source]: Smith, Receipts, p. 3.
[^two]: Another note.
`;

  it('keeps > quotes and moves each footnote to its reference', async () => {
    const [first, second] = await chaptersOf(new TextEncoder().encode(markdown), 'book.md');
    expect(first!.html).toBe(
      '<p>A claim.<span data-footnote="">Smith, Receipts, p. 3.</span> More, with an inline note.<span data-footnote="">Inline <em>note</em>.</span></p>' +
        '<blockquote><p>Quoted first line. Still the same paragraph.</p><p>Second quoted paragraph.</p></blockquote>',
    );
    expect(second!.html).toBe('<p>Second claim.<span data-footnote="">Another note.</span></p>');
  });
});

describe('scene breaks and marks written as text', () => {
  it('reads "* * *", "#" and "⁂" alone on a line as scene breaks', async () => {
    const document = new Document({
      sections: [
        {
          children: ['One scene.', '* * *', 'Two.', '#', 'Three.', '⁂', 'Four, *not* a break.'].map(
            (text) => new Paragraph(text),
          ),
        },
      ],
    });
    const [chapter] = await chaptersOf(new Uint8Array(await Packer.toBuffer(document)), 'a.docx');
    expect(chapter!.html).toBe(
      '<p>One scene.</p><hr class="scene-break"><p>Two.</p><hr class="scene-break"><p>Three.</p><hr class="scene-break"><p>Four, *not* a break.</p>',
    );
  });

  it('reads the <sup>, <sub>, <u> and <mark> the Markdown export writes, and no other HTML', async () => {
    const markdown =
      'The 21<sup>st</sup> century, H<sub>2</sub>O, <u>under</u>, <mark>marked</mark>, \\<sup> and <b>bold</b>.\n';
    const [chapter] = await chaptersOf(new TextEncoder().encode(markdown), 'a.md');
    expect(chapter!.html).toBe(
      '<p>The 21<sup>st</sup> century, H<sub>2</sub>O, <u>under</u>, <mark>marked</mark>, &lt;sup&gt; and &lt;b&gt;bold&lt;/b&gt;.</p>',
    );
  });
});
