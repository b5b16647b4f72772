import { beforeEach, describe, expect, it } from 'vitest';
import { buildPdf, type PdfLine } from './fixtures/pdf-builder.ts';
import { useTestApp } from './test-app.ts';
import { form, uploadClient } from './upload-client.ts';

// The same server with a parse time limit of 100 ms, which a 300-page PDF exceeds on any machine.
const t = useTestApp({ config: { importTimeoutMs: 100 } });
let cookie: string;
beforeEach(async () => {
  cookie = await t.signIn();
});
const { post, createBook, snapshot } = uploadClient(t, () => cookie);

const LINE = 'the meeting circled back to synergy while leverage and bandwidth aligned';
const longPdf = () =>
  buildPdf(Array.from({ length: 300 }, (): PdfLine[] => Array(45).fill({ text: LINE })));

describe('a document that takes longer than the time limit to parse', () => {
  // That the pool keeps serving after a worker is ended is worker-pool.test.ts's to show.
  it('is refused with 422 and changes nothing', async () => {
    const bookId = await createBook();
    const before = await snapshot();
    for (const url of ['/api/upload/book', `/api/books/${bookId}/upload-chapters`]) {
      const reply = await post(url, form('document', longPdf(), 'manuscript.pdf'));
      expect(reply.status, url).toBe(422);
      expect(reply.json.message, url).toBe(
        'The document took longer than 0.1 seconds to read and was not imported',
      );
    }
    expect(await snapshot()).toEqual(before);
  });
});
