import { buildSuite, FIXTURE_CHAPTERS } from '@receipts/domain/testing';

/*
 * The 1 MB texts the Prime Directive bench times (goal: the chapter under 200 ms of CPU), shared by
 * run.ts and dump-findings.ts so the findings compared before and after a speed change include theirs.
 */

export const MB = 1024 * 1024;

/** Repeats paragraphs, in a fixed shuffled order, to about `bytes`, joined by `separator`. */
function repeatTo(paragraphs: readonly string[], bytes: number, separator: string): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i += 1) {
    const text = paragraphs[(i * 7919) % paragraphs.length]!;
    parts.push(text);
    size += text.length + separator.length;
  }
  return parts.join(separator);
}

/** The bench's 1 MB cases: a chapter as written, then the worst shapes, by name. */
export function oneMegabyteCases(): [string, string][] {
  const suite = buildSuite();
  const fixtureParagraphs = Object.values(FIXTURE_CHAPTERS).flatMap((blocks) =>
    blocks.map((b) => b.text),
  );
  const satire = suite.filter((c) => c.functionality.startsWith('satire')).map((c) => c.text);
  const sentences = suite.map((c) => c.text);
  return [
    // A chapter as written: the fixture chapters (cited critique, satire quoting its target, one
    // chapter that breaks the directive) and the suite's satire paragraphs.
    [
      'chapter: fixture prose + satire paragraphs',
      repeatTo([...fixtureParagraphs, ...satire], MB, '\n\n'),
    ],
    // Worst cases: every sentence names a group; no paragraph breaks; disguises throughout.
    ['every sentence names a group (the suite)', repeatTo(sentences, MB, '\n\n')],
    ['the suite as one paragraph', repeatTo(sentences, MB, ' ')],
    ['one unbroken word', 'muslims'.repeat(MB / 7)],
    ['spaced-out letters', 'm u s l i m s a r e '.repeat(MB / 20)],
    [
      'group names and pronouns, no stops',
      'Muslims Jews the Chinese they them those people '.repeat(MB / 48),
    ],
    ['one sentence of quotations', '"Muslims are vermin" he said, '.repeat(MB / 30)],
    ['unclosed brackets', '(Muslims are vermin '.repeat(MB / 20)],
  ];
}
