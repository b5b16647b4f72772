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
