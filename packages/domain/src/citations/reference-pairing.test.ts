import { describe, expect, it } from 'vitest';
import { findInTextCitations } from './in-text-citations.ts';
import { inTextAuthors, pairWorksWithEntries } from './reference-pairing.ts';
import { parseReferenceEntry, type ReferenceEntry } from './reference-entry.ts';
import { sentenceAround } from './sentence-around.ts';
import { distinctWorks } from './work-key.ts';

const entry = (text: string) => parseReferenceEntry(text) as ReferenceEntry;

describe('pairing cited works with reference-list entries', () => {
  it('pairs by first author, second author or et al., and year; reports both kinds of orphans', () => {
    const works = distinctWorks(
      findInTextCitations(
        'A (Pager, 2003). B (Pager & Quillian, 2005). C (World Health Organization [WHO], 2019). D (WHO, 2019). E (Lee et al., 2010). F (Ghost, 2020).',
      ),
    );
    const entries = [
      entry('Pager, D., & Quillian, L. (2005). Walking the talk. Annals, 609(1), 195–213.'),
      entry('Pager, D. (2003). The mark of a criminal record. AJS, 108(5), 937–975.'),
      entry('World Health Organization. (2019). Report. https://who.int'),
      entry('Lee, A., Kim, B., & Park, C. (2010). Title. Journal, 1(1), 1–2.'),
      entry('Unused, Q. (1999). Never cited. Press.'),
    ];
    const pairing = pairWorksWithEntries(works, entries);
    expect(
      pairing.works.map(({ work, entry }) => [work.first.text, entry?.authors[0]?.family ?? null]),
    ).toEqual([
      ['(Pager, 2003)', 'Pager'],
      ['(Pager & Quillian, 2005)', 'Pager'],
      ['(World Health Organization [WHO], 2019)', 'World Health Organization'],
      ['(Lee et al., 2010)', 'Lee'],
      ['(Ghost, 2020)', null],
    ]);
    expect(pairing.unlisted.map((e) => e.authors[0]?.family)).toEqual(['Unused']);
  });

  it('writes the in-text author part for one, two, three or more and group authors', () => {
    expect(inTextAuthors(entry('Pager, D. (2003). T. P.'), 'parenthetical')).toBe('Pager');
    expect(inTextAuthors(entry('Pager, D., & Quillian, L. (2005). T. P.'), 'parenthetical')).toBe(
      'Pager & Quillian',
    );
    expect(inTextAuthors(entry('Pager, D., & Quillian, L. (2005). T. P.'), 'narrative')).toBe(
      'Pager and Quillian',
    );
    expect(inTextAuthors(entry('Lee, A., Kim, B., & Park, C. (2010). T. P.'), 'narrative')).toBe(
      'Lee et al.',
    );
  });
});

describe('sentenceAround', () => {
  it('takes the sentence, not stopping at et al. or e.g.', () => {
    const text =
      'First one. As Quillian et al. (2017) found, bias persists (e.g., Pager, 2003). Next one.';
    const at = text.indexOf('Pager, 2003');
    expect(sentenceAround(text, at, at + 11)).toBe(
      'As Quillian et al. (2017) found, bias persists (e.g., Pager, 2003).',
    );
  });
});

describe('pairing at scale', () => {
  it('pairs 20,000 works with 20,000 same-year entries none of them matches in linear time', () => {
    const letter = (n: number) => String.fromCharCode(97 + (n % 26));
    const name = (i: number) =>
      `Q${letter(i / 17_576)}${letter(i / 676)}${letter(i / 26)}${letter(i)}`;
    const text = Array.from({ length: 20_000 }, (_, i) => `claim (${name(i)}, 2001)`).join(' ');
    const works = distinctWorks(findInTextCitations(text));
    expect(works).toHaveLength(20_000);
    const entries = Array.from({ length: 20_000 }, (_, i) =>
      entry(`Other${name(i)}, Q. (2001). Title ${i}. Journal, 1(2), 3–4.`),
    );
    const started = performance.now();
    const pairing = pairWorksWithEntries(works, entries);
    // Comparing every work with every entry (400 million checks) took minutes.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(pairing.works.every(({ entry }) => entry === null)).toBe(true);
    expect(pairing.unlisted).toHaveLength(20_000);
  });

  it('gives each work the first entry not yet taken, as the list orders them', () => {
    const works = distinctWorks(findInTextCitations('A (Pager, 2003). B (WHO, 2019).'));
    const entries = [
      entry('Pager, D. (2003). First. Press.'),
      entry('Pager, D. (2003). Second. Press.'),
      entry('WHO. (2019). Report. Press.'),
    ];
    const pairing = pairWorksWithEntries(works, entries);
    expect(pairing.works.map(({ entry }) => entry?.title)).toEqual(['First', 'Report']);
    expect(pairing.unlisted.map((e) => e.title)).toEqual(['Second']);
  });
});

describe('sentenceAround bounds', () => {
  it('keeps a snippet to 500 characters around the citation when the sentence is longer', () => {
    const before = 'word '.repeat(400);
    const after = ' more'.repeat(400);
    const text = `${before}(Pager, 2003)${after}.`;
    const at = text.indexOf('(Pager');
    const snippet = sentenceAround(text, at, at + 13);
    expect(snippet.length).toBeLessThanOrEqual(500);
    expect(snippet).toContain('(Pager, 2003)');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
  });

  it('reads a 1 MB text without full stops in time linear in the citations', () => {
    const text = 'claim (Pager, 2003) '.repeat(50_000);
    const started = performance.now();
    for (let at = 0; at < text.length; at += 20) sentenceAround(text, at + 6, at + 19);
    // Scanning to the sentence's ends each time (the whole text) took minutes.
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
