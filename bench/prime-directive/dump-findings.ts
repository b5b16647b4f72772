import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { checkPrimeDirective, judgeSentence } from '@receipts/domain/ai';
import { differentialTexts } from '@receipts/domain/testing';
import { oneMegabyteCases } from './one-megabyte.ts';

/*
 * Every finding the engine makes on the differential texts (every suite case, labelled sentence and
 * fixture chapter, and 12,000 seeded mixtures of them) and on the bench's 1 MB texts, written as
 * JSON lines to the path given: run it before and after a change that must not change any finding
 * and compare the files (`cmp`), or `diff` them to see which text changed. (The held-out splits'
 * texts are in the file: compare it, do not read their misses.)
 */

const out = process.argv[2];
if (!out) throw new Error('usage: dump-findings.ts <out.jsonl>');

const lines: string[] = [];
for (const { kind, text } of differentialTexts()) {
  const { findings } = checkPrimeDirective(text);
  const judged = text.length < 2000 ? judgeSentence(text) : null;
  lines.push(JSON.stringify({ kind, text, findings, judged }));
}
for (const [name, text] of oneMegabyteCases()) {
  const { findings } = checkPrimeDirective(text);
  lines.push(JSON.stringify({ kind: `1 MB: ${name}`, findings }));
}

writeFileSync(out, `${lines.join('\n')}\n`);
const digest = createHash('sha256').update(lines.join('\n')).digest('hex');
const flagged = lines.filter((l) => !l.includes('"findings":[]')).length;
console.log(`${lines.length} texts, ${flagged} with findings, sha256 ${digest}`);
