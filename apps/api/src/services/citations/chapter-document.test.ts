import { describe, expect, it } from 'vitest';
import { editProse, proseText, readChapter } from './chapter-document.ts';
import { docToHtml } from '@receipts/editor';

describe('chapter text with footnotes', () => {
  const html =
    '<p>A claim.<span data-footnote="">See Smith (2020), p. 3.</span> Then Doe (2019) agreed.</p>';

  it('reads a note’s text apart from the words around its reference, one character per position', () => {
    const layout = readChapter(html);
    const [block] = layout.body;
    expect(block!.text).toBe('A claim. See Smith (2020), p. 3.  Then Doe (2019) agreed.');
    expect(block!.text.length).toBe(layout.doc.firstChild!.content.size);
  });

  it('edits text after a note at the right place, and text inside the note', () => {
    const layout = readChapter(html);
    const { text } = proseText(layout);
    const after = text.indexOf('Doe (2019)');
    const inside = text.indexOf('Smith (2020)');
    const doc = editProse(layout, [
      { from: inside, to: inside + 'Smith (2020)'.length, insert: 'Smith (2021)' },
      { from: after, to: after + 'Doe (2019)'.length, insert: 'Doe (2018)' },
    ]);
    expect(docToHtml(doc)).toBe(
      '<p>A claim.<span data-footnote="">See Smith (2021), p. 3.</span> Then Doe (2018) agreed.</p>',
    );
  });
});
