import { describe, expect, it } from 'vitest';
import { findInTextCitations } from './in-text-citations.ts';
import { hasMinimalCitation } from './minimal-citation-check.ts';
import { distinctWorks } from './work-key.ts';

const brief = (text: string) =>
  findInTextCitations(text).map((c) => ({
    kind: c.kind,
    names: c.authors.names,
    etAl: c.authors.etAl,
    year: c.year,
  }));

describe('findInTextCitations', () => {
  it('reads parenthetical and narrative citations with one, two and three or more authors', () => {
    expect(
      brief(
        'Pager (2003) agreed (Bertrand & Mullainathan, 2004); Pager and Quillian (2005) and Quillian et al. (2017) too (Smith, Jones, & Lee, 2010).',
      ),
    ).toEqual([
      { kind: 'narrative', names: ['Pager'], etAl: false, year: '2003' },
      { kind: 'parenthetical', names: ['Bertrand', 'Mullainathan'], etAl: false, year: '2004' },
      { kind: 'narrative', names: ['Pager', 'Quillian'], etAl: false, year: '2005' },
      { kind: 'narrative', names: ['Quillian'], etAl: true, year: '2017' },
      { kind: 'parenthetical', names: ['Smith', 'Jones', 'Lee'], etAl: true, year: '2010' },
    ]);
  });

  it('splits several works, strips prefixes and keeps locators', () => {
    const found = findInTextCitations(
      'Known (e.g., Pager, 2003, p. 960; see also van Dijk, 2008, Chapter 2; Lee, 2017a, 2017b).',
    );
    expect(found.map((c) => [c.authors.names[0], c.year, c.prefix, c.locator])).toEqual([
      ['Pager', '2003', 'e.g.,', 'p. 960'],
      ['van Dijk', '2008', 'see also', 'Chapter 2'],
      ['Lee', '2017a', null, null],
      ['Lee', '2017b', null, null],
    ]);
    expect(found[0]?.text).toBe('(Pager, 2003, p. 960)');
  });

  it('knows group authors by their abbreviation later on', () => {
    const text =
      'Rules exist (World Health Organization [WHO], 2019). Later (WHO, 2019) and the World Health Organization (WHO, 2020).';
    const works = distinctWorks(findInTextCitations(text));
    expect(works.map((work) => [work.first.text, work.citations.length])).toEqual([
      ['(World Health Organization [WHO], 2019)', 2],
      ['World Health Organization (WHO, 2020)', 1],
    ]);
  });

  it('reads n.d., in press, reprint years and legal cases', () => {
    expect(
      brief(
        '(Nguyen, n.d.) (Lee, in press) García Márquez (1967/2006) Brown v. Board of Education (1954) (Terry v. Ohio, 1968)',
      ).map((c) => `${c.names[0]}|${c.year}`),
    ).toEqual([
      'Nguyen|n.d.',
      'Lee|in press',
      'García Márquez|1967/2006',
      'Brown v. Board of Education|1954',
      'Terry v. Ohio|1968',
    ]);
  });

  it('keeps particles, lower case, hyphens, apostrophes and accents in surnames', () => {
    expect(
      brief(
        '(van Dijk, 1993) (de la Cruz, 2019) bell hooks (1994) (hooks, 1994) (O’Neil, 2016) (Smith-Jones, 2001) (D’Souza & al-Khalili, 2018) (Müller, 2020)',
      ).map((c) => c.names.join(' + ')),
    ).toEqual([
      'van Dijk',
      'de la Cruz',
      'hooks',
      'hooks',
      'O’Neil',
      'Smith-Jones',
      'D’Souza + al-Khalili',
      'Müller',
    ]);
  });

  it('ignores dates, year ranges, money, page and figure references and asides', () => {
    expect(
      findInTextCitations(
        'It ended (January 6, 2021), ran (2019–2021), cost ($2,000), see (p. 45) and (Figure 3, 2019), (which, in 2008, was bad), (ironically, 2008), the memo (2019), during the Great Recession (2008), funded (Series C, 2021).',
      ),
    ).toEqual([]);
  });

  it('gives the span of the year, so a rewrite can change it', () => {
    const text = 'As shown (Pager, 2003).';
    const [citation] = findInTextCitations(text);
    expect(text.slice(citation?.yearStart, (citation?.yearStart ?? 0) + 4)).toBe('2003');
    expect(text.slice(citation?.authorsStart, (citation?.authorsStart ?? 0) + 5)).toBe('Pager');
  });
});

describe('hasMinimalCitation (SPEC §5)', () => {
  it('wants a capitalised name, a comma and a four-digit year in parentheses', () => {
    expect(hasMinimalCitation('As shown (Pager, 2003).')).toBe(true);
    expect(hasMinimalCitation('As shown (Quillian et al., 2017a).')).toBe(true);
    expect(hasMinimalCitation('Seen (e.g., Smith, 2001; Lee, 2002).')).toBe(true);
    expect(hasMinimalCitation('Pager (2003) found it.')).toBe(false);
    expect(hasMinimalCitation('It cost ($2,000) in (2019).')).toBe(false);
    expect(hasMinimalCitation('(pager, 2003)')).toBe(false);
  });
});
