import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { checkPrimeDirective, judgeSentence } from '@receipts/domain/ai';
import { buildSuite, FIXTURE_CHAPTERS } from '@receipts/domain/testing';
import { oneMegabyteCases } from './one-megabyte.ts';
import { LABELLED_SENTENCES } from '../../packages/domain/src/prime-directive/labelled-sentences.ts';

/*
 * Every finding the engine makes on the labelled texts (suite cases, labelled sentences, fixture
 * chapters) and on seeded mixtures of them, written as JSON lines to the path given: run it before
 * and after a change that must not change any finding, and compare the files (`cmp`).
 */

const out = process.argv[2];
if (!out) throw new Error('usage: dump-findings.ts <out.jsonl>');

const suite = buildSuite();
const lines: string[] = [];
const record = (kind: string, text: string) => {
  const { findings } = checkPrimeDirective(text);
  const judged = text.length < 2000 ? judgeSentence(text) : null;
  lines.push(JSON.stringify({ kind, text, findings, judged }));
};

for (const c of suite) record(`suite:${c.split}:${c.functionality}`, c.text);
for (const s of LABELLED_SENTENCES) record(`labelled:${s.kind}`, s.text);
for (const [name, blocks] of Object.entries(FIXTURE_CHAPTERS)) {
  record(`fixture:${name}`, blocks.map((b) => b.text).join('\n\n'));
  for (const b of blocks) record(`fixture-block:${name}`, b.text);
}

// Seeded mixtures: suite sentences run together into paragraphs (pronouns carried across, a
// neighbour refuting or answering), and sentences with their words shuffled.
let seed = 22;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const texts = [...suite.map((c) => c.text), ...LABELLED_SENTENCES.map((s) => s.text)];
for (let i = 0; i < 6000; i += 1) {
  const n = 2 + Math.floor(random() * 3);
  record('mixed-paragraph', Array.from({ length: n }, () => pick(texts)).join(' '));
}
const words = texts.flatMap((t) => t.split(/\s+/));
for (let i = 0; i < 6000; i += 1) {
  const n = 4 + Math.floor(random() * 14);
  record('shuffled-words', Array.from({ length: n }, () => pick(words)).join(' '));
}

for (const [name, text] of oneMegabyteCases()) {
  const { findings } = checkPrimeDirective(text);
  lines.push(JSON.stringify({ kind: `1 MB: ${name}`, findings }));
}

writeFileSync(out, `${lines.join('\n')}\n`);
const digest = createHash('sha256').update(lines.join('\n')).digest('hex');
const flagged = lines.filter((l) => !l.includes('"findings":[]')).length;
console.log(`${lines.length} texts, ${flagged} with findings, sha256 ${digest}`);
