import { findInTextCitations } from '../../packages/domain/src/citations/index.ts';
import { labelledCorpus } from '../../packages/domain/src/citations/fixtures/labelled-corpus.ts';
const base = labelledCorpus.map((p) => p.text).join('\n\n');
const words = base.split(/\s+/).length;
const text = Array.from({ length: Math.ceil(150000 / words) }, () => base).join('\n\n');
console.log('words', text.split(/\s+/).length);
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const n = findInTextCitations(text).length;
  console.log(n, (performance.now() - t).toFixed(0), 'ms');
}
