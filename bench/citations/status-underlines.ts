/**
 * The editor's citation status underlines on a long chapter; prints figures.
 *
 *   pnpm --filter @receipts/bench citation-status
 *
 * 1. Finding the citations and building the underlines once (when the chapter's rows change).
 * 2. A keystroke with the underlines in place against one without: the set is only mapped, so the
 *    difference should stay a fraction of a millisecond whatever the chapter's length.
 */
import { distinctWorks, findInTextCitations } from '@receipts/domain';
import { htmlToDoc } from '@receipts/editor';
import {
  citationRanges,
  citationStatusPlugin,
  EditorState,
  setCitationStatuses,
} from '@receipts/editor/browser';
import { median } from '../api/stats.ts';
import { chapterFixture } from '../editor/chapter-fixture.ts';

const WORDS = [20_000, 100_000];
const RUNS = 7;
const KEYSTROKES = 200;

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

for (const words of WORDS) {
  const html = chapterFixture(words);
  const doc = htmlToDoc(html);
  const works = distinctWorks(findInTextCitations(html));
  const statuses = new Map(
    works.map((work, i) => [
      work.key,
      { id: i + 1, status: 'verified', label: 'Citation verified' },
    ]),
  );
  const build = median(Array.from({ length: RUNS }, () => time(() => citationRanges(doc))));
  const plain = EditorState.create({ doc });
  let marked = EditorState.create({ doc, plugins: [citationStatusPlugin(() => {})] });
  marked = marked.apply(setCitationStatuses(marked, statuses));
  const typing = (start: EditorState) =>
    median(
      Array.from({ length: RUNS }, () => {
        let state = start;
        return (
          time(() => {
            for (let i = 0; i < KEYSTROKES; i++) state = state.apply(state.tr.insertText('x', 2));
          }) / KEYSTROKES
        );
      }),
    );
  const ranges = citationRanges(doc).length;
  console.log(
    `${words.toLocaleString('en')} words (${Math.round(html.length / 1024)} KB, ${ranges} citations): ` +
      `underlines built in ${build.toFixed(1)} ms; a keystroke ${typing(plain).toFixed(3)} ms plain, ` +
      `${typing(marked).toFixed(3)} ms with the underlines`,
  );
}
