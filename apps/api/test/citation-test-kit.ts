import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createCrossrefAdapter } from '../src/adapters/crossref/index.ts';
import { forgetScholarlyIndex } from '../src/services/citations/scholarly-index.ts';
import { catalogue } from './crossref-catalogue.ts';
import { startCrossrefStandIn, type CrossrefStandIn } from './crossref-stand-in.ts';
import { useTestApp, type TestApp } from './test-app.ts';

export const MAILTO = 'editor@receipts.test';

/**
 * The test app with its Crossref adapter aimed at a stand-in server on 127.0.0.1 (short timeouts,
 * one retry, so outages are quick to test). The stand-in's scripted failures are cleared before
 * each test, as is the database (and with it the answer cache).
 */
export function useCitationTestApp() {
  const adapter = createCrossrefAdapter(
    { crossrefBaseUrl: 'http://127.0.0.1:9', crossrefMailto: MAILTO },
    { timeoutMs: 400, retries: 1 },
  );
  const app = useTestApp({ adapters: { crossref: adapter } });
  const kit = { app, standIn: {} as CrossrefStandIn };
  beforeAll(async () => {
    kit.standIn = await startCrossrefStandIn(catalogue);
    adapter.baseUrl = kit.standIn.url;
  });
  afterAll(() => kit.standIn.close());
  beforeEach(() => {
    kit.standIn.reset();
    forgetScholarlyIndex(app.services);
  });
  return kit;
}

/** A book with one chapter per HTML text; returns their ids. */
export async function bookWithChapters(app: TestApp, ...contents: string[]) {
  const api = await app.caller();
  const book = await api.books.create({ title: 'Receipts' });
  const chapters = [];
  for (const [i, content] of contents.entries()) {
    chapters.push(
      await api.chapters.create({
        bookId: book.id,
        title: `Chapter ${i + 1}`,
        content,
        orderIndex: i,
      }),
    );
  }
  return { api, bookId: book.id, chapterIds: chapters.map((chapter) => chapter.id) };
}

export const REFERENCES = {
  pager:
    'Pager, D. (2003). The mark of a criminal record. American Journal of Sociology, 108(5), 937–975. https://doi.org/10.1086/374403',
  bertrand:
    'Bertrand, M., &amp; Mullainathan, S. (2004). Are Emily and Greg more employable than Lakisha and Jamal? A field experiment on labor market discrimination. American Economic Review, 94(4), 991–1013.',
  quillian:
    'Quillian, L., Pager, D., Hexel, O., &amp; Midtbøen, A. H. (2017). Meta-analysis of field experiments shows no change in racial discrimination in hiring over time. Proceedings of the National Academy of Sciences, 114(41), 10870–10875.',
};

/** A chapter about hiring with three cited works and a reference list. */
export const HIRING_CHAPTER = `<p>HR calls it culture fit. Employers screen out applicants with records (Pager, 2003). Names alone cut callbacks (Bertrand &amp; Mullainathan, 2004), and nothing has changed in decades (Quillian et al., 2017).</p><p>As Pager (2003) found, a record halves the callbacks of white applicants.</p><h2>References</h2><p>${REFERENCES.bertrand}</p><p>${REFERENCES.pager}</p><p>${REFERENCES.quillian}</p>`;
