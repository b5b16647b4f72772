import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importDocument } from './import-document.ts';

/** The one chapter of a LibreOffice-made fixture (test/fixtures/tables/make-fixtures.sh). */
async function chapterOf(name: string): Promise<string> {
  const bytes = new Uint8Array(
    readFileSync(new URL(`../../test/fixtures/tables/${name}`, import.meta.url)),
  );
  const result = await importDocument({
    bytes,
    fileName: name,
    mediaType: 'application/octet-stream',
    purpose: 'chapters',
  });
  if (result.purpose !== 'chapters') throw new Error('expected chapters');
  return result.chapters[0]!.html;
}

describe('four .docx defects found on pandoc’s corpus', () => {
  it('opens a .docx whose main part is word/document2.xml, as its relationships name it', async () => {
    expect(await chapterOf('document2.docx')).toContain('Paragraph joined again');
  });

  it('keeps a HYPERLINK field’s \\l fragment as the address’s #fragment', async () => {
    expect(await chapterOf('docx-defects.docx')).toContain(
      '<a href="https://books.google.com/books?id=3h8EAAAAYAAJ&amp;pg=PA19#v=onepage" rel="noopener noreferrer nofollow">page nineteen of the report</a>',
    );
  });

  it('joins a paragraph whose mark was deleted with changes tracked to the next, with a space', async () => {
    expect(await chapterOf('docx-defects.docx')).toContain(
      '<p>This paragraph was split Paragraph joined again by a tracked deletion.</p>',
    );
  });

  it('joins a Word drop cap (a frame paragraph holding the letter) to the paragraph it opens', async () => {
    const html = await chapterOf('drop-cap.docx');
    expect(html).toMatch(/^<p>Drop caps open the chapter in the old style\.<\/p>/);
  });
});
