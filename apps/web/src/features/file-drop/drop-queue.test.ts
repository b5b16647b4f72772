import { describe, expect, it } from 'vitest';
import { uploadInOrder, type DropItem } from './drop-queue.ts';

describe('uploadInOrder', () => {
  it('sends the files one at a time in the order dropped; a refused file does not stop the others', async () => {
    const sent: string[] = [];
    let inFlight = 0;
    const seen: DropItem[][] = [];
    const files = [
      { name: 'one.md' },
      { name: 'notes.txt' },
      { name: 'broken.docx' },
      { name: 'three.pdf' },
    ];
    const final = await uploadInOrder(
      files,
      {
        check: (file) => (file.name.endsWith('.txt') ? 'Use a .docx, .md or .pdf file.' : null),
        upload: async (file, onProgress) => {
          inFlight += 1;
          expect(inFlight).toBe(1);
          onProgress({ phase: 'uploading', percent: 50 });
          await new Promise((resolve) => setTimeout(resolve, 1));
          sent.push(file.name);
          inFlight -= 1;
          return file.name === 'broken.docx'
            ? { ok: false, message: 'This .docx could not be read.' }
            : { ok: true, message: `Added from ${file.name}` };
        },
        onChange: (items) => seen.push(items),
      },
      'b',
    );
    expect(sent).toEqual(['one.md', 'broken.docx', 'three.pdf']);
    expect(final.map((item) => [item.name, item.state])).toEqual([
      ['one.md', { phase: 'done', message: 'Added from one.md' }],
      ['notes.txt', { phase: 'failed', message: 'Use a .docx, .md or .pdf file.' }],
      ['broken.docx', { phase: 'failed', message: 'This .docx could not be read.' }],
      ['three.pdf', { phase: 'done', message: 'Added from three.pdf' }],
    ]);
    expect(seen[0]!.every((item) => item.state.phase === 'waiting')).toBe(true);
    expect(seen.some((items) => items[0]!.state.phase === 'uploading')).toBe(true);
  });
});
