import { htmlToDoc } from '@receipts/editor/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { wordSequence } from '../../test/export-tools.ts';
import { manuscriptBytes } from '../../test/fidelity/manuscripts.ts';
import {
  pdfFonts,
  pdfPageTexts,
  qpdfCheck,
  sameWordOrWithNote,
  wordsInOrder,
} from '../../test/pdf-tools.ts';
import { useTestApp } from '../../test/test-app.ts';
import { form, uploadClient } from '../../test/upload-client.ts';
import { chapterBody } from '../export/chapter-blocks.ts';
import { isFootnote, type Block, type Inline } from '../export/manuscript.ts';
import { blockText } from '../export/print/manuscript-words.ts';

/*
 * Manuscripts made by the tools writers use (pandoc's .docx, LibreOffice's .docx: see
 * test/fixtures/manuscripts/make-manuscripts.sh), uploaded as a writer would, then printed.
 */
const t = useTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.signIn();
});

const lines = (page: string) =>
  page
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Body pages end with their folio: drop it and the running head; join words split at a line end. */
const readingText = (pages: string[]) =>
  pages
    .map((page) => {
      const pageLines = lines(page);
      return /^\d+$/.test(pageLines.at(-1) ?? '') ? pageLines.slice(1, -1) : pageLines;
    })
    .flat()
    .join('\n')
    .replace(/\u00ad\n/g, '');

const notesOf = (blocks: readonly Block[]): Inline[][] =>
  blocks.flatMap((block) => {
    if (block.kind === 'paragraph' || block.kind === 'heading')
      return block.inlines.filter(isFootnote).map((inline) => inline.footnote);
    if (block.kind === 'quote') return notesOf(block.blocks);
    if (block.kind === 'list') return block.items.flatMap(notesOf);
    return [];
  });

describe.each(['standing-agenda.docx', 'board-minutes.docx'])('%s printed', (file) => {
  it('has every word of the stored chapters in order, each note on its page, fonts embedded', async () => {
    const uploads = uploadClient(t, () => cookie);
    const bookId = await uploads.createBook(file);
    const upload = await t.request(`/api/books/${bookId}/upload-chapters`, {
      method: 'POST',
      cookie,
      body: form('document', manuscriptBytes(file), file),
    });
    expect(upload.status).toBe(201);
    const chapters = (await (
      await t.request(`/api/books/${bookId}/chapters`, { cookie })
    ).json()) as { title: string; content: string }[];
    const response = await t.request(`/api/books/${bookId}/export?format=pdf`, { cookie });
    expect(response.status).toBe(200);
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect((await qpdfCheck(pdf)).ok).toBe(true);
    expect((await pdfFonts(pdf)).every((font) => font.embedded)).toBe(true);

    const pages = await pdfPageTexts(pdf);
    const bodies = chapters.map((chapter) => chapterBody(htmlToDoc(chapter.content)).blocks);
    const expected = wordSequence(
      chapters.map((c, i) => [c.title, ...bodies[i]!.map(blockText)].join('\n')).join('\n'),
    ).split(' ');
    const actual = wordSequence(readingText(pages)).split(' ');
    expect(wordsInOrder(actual, expected, sameWordOrWithNote)).toMatchObject({
      found: expected.length,
    });

    const notes = bodies.flatMap(notesOf);
    expect(notes.length).toBeGreaterThan(0);
    notes.forEach((note, index) => {
      const noteText = wordSequence(note.map((i) => ('text' in i ? i.text : ' ')).join(''));
      const page = pages.findIndex((text) => wordSequence(text).includes(noteText));
      expect(page, noteText).toBeGreaterThan(0);
      // Its number, as the mark in the text and again before the note, is on that page.
      expect(pages[page]).toMatch(new RegExp(`\\D${index + 1}\\D[\\s\\S]*\\n${index + 1}\\S`));
    });
  });
});
