import { FIXTURE_CHAPTERS } from '../../testing/fixture-chapters.ts';
import { LABELLED_SENTENCES } from '../labelled-sentences.ts';
import { splitSentences } from '../split-sentences.ts';
import { buildSuite } from './build-suite.ts';

export interface DifferentialText {
  /** Where the text comes from: "suite:<split>:<functionality>", "labelled:<kind>", "fixture:…", "mixed-paragraph", "shuffled-words". */
  kind: string;
  text: string;
}

/**
 * The texts on which a change that must not change any finding (a speed change) is checked: every
 * suite case, labelled sentence and fixture chapter (whole and by paragraph), and 15,000 seeded
 * mixtures of them — suite sentences run together into paragraphs (pronouns carried across, a
 * neighbour refuting or answering), with the fixture chapters' sentences between them, and suite
 * words shuffled into sentences. The same seed gives the
 * same texts on every machine.
 */
export function differentialTexts(): DifferentialText[] {
  const suite = buildSuite();
  const out: DifferentialText[] = [];
  for (const c of suite) out.push({ kind: `suite:${c.split}:${c.functionality}`, text: c.text });
  for (const s of LABELLED_SENTENCES) out.push({ kind: `labelled:${s.kind}`, text: s.text });
  for (const [name, blocks] of Object.entries(FIXTURE_CHAPTERS)) {
    out.push({ kind: `fixture:${name}`, text: blocks.map((b) => b.text).join('\n\n') });
    for (const b of blocks) out.push({ kind: `fixture-block:${name}`, text: b.text });
  }
  let seed = 22;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const texts = [...suite.map((c) => c.text), ...LABELLED_SENTENCES.map((s) => s.text)];
  for (let i = 0; i < 6000; i += 1) {
    const n = 2 + Math.floor(random() * 3);
    out.push({
      kind: 'mixed-paragraph',
      text: Array.from({ length: n }, () => pick(texts)).join(' '),
    });
  }
  const words = texts.flatMap((t) => t.split(/\s+/));
  for (let i = 0; i < 6000; i += 1) {
    const n = 4 + Math.floor(random() * 14);
    out.push({
      kind: 'shuffled-words',
      text: Array.from({ length: n }, () => pick(words)).join(' '),
    });
  }
  // Suite sentences with the fixture chapters' own sentences between them, most naming no group:
  // a group carried through pronouns across one, two or three sentences, a citation after a claim.
  const prose = Object.values(FIXTURE_CHAPTERS).flatMap((blocks) =>
    blocks.flatMap((b) => splitSentences(b.text)),
  );
  for (let i = 0; i < 3000; i += 1) {
    const n = 3 + Math.floor(random() * 4);
    const sentences = Array.from({ length: n }, (_, k) =>
      k === 0 || random() < 0.3 ? pick(texts) : pick(prose),
    );
    out.push({ kind: 'mixed-with-prose', text: sentences.join(' ') });
  }
  return out;
}
