import { describe, expect, it } from 'vitest';
import { isReferenceHeading, parseReferenceEntry } from './reference-entry.ts';

describe('parseReferenceEntry', () => {
  it('reads a journal article with volume, issue, pages and DOI', () => {
    const entry = parseReferenceEntry(
      'Pager, D. (2003). The mark of a criminal record. American Journal of Sociology, 108(5), 937–975. https://doi.org/10.1086/374403',
    );
    expect(entry).toMatchObject({
      kind: 'journal',
      authors: [{ family: 'Pager', given: 'D.' }],
      year: '2003',
      title: 'The mark of a criminal record',
      container: 'American Journal of Sociology',
      volume: '108',
      issue: '5',
      pages: '937–975',
      doi: '10.1086/374403',
    });
  });

  it('reads two authors and a question in the title', () => {
    const entry = parseReferenceEntry(
      'Bertrand, M., & Mullainathan, S. (2004). Are Emily and Greg more employable than Lakisha and Jamal? A field experiment on labor market discrimination. American Economic Review, 94(4), 991–1013. doi:10.1257/0002828042002561',
    );
    expect(entry?.authors).toEqual([
      { family: 'Bertrand', given: 'M.' },
      { family: 'Mullainathan', given: 'S.' },
    ]);
    expect(entry?.title).toBe(
      'Are Emily and Greg more employable than Lakisha and Jamal? A field experiment on labor market discrimination',
    );
    expect(entry?.doi).toBe('10.1257/0002828042002561');
  });

  it('reads a book, a chapter, a report and a web page', () => {
    expect(
      parseReferenceEntry(
        'Alexander, M. (2010). The new Jim Crow: Mass incarceration in the age of colorblindness. The New Press.',
      ),
    ).toMatchObject({
      kind: 'book',
      title: 'The new Jim Crow: Mass incarceration in the age of colorblindness',
      publisher: 'The New Press',
    });
    expect(
      parseReferenceEntry(
        'Tyler, T. R. (2006). Legitimacy and compliance. In T. R. Tyler (Ed.), Legitimacy and criminal justice (pp. 9–29). Russell Sage Foundation.',
      ),
    ).toMatchObject({
      kind: 'chapter',
      authors: [{ family: 'Tyler', given: 'T. R.' }],
      container: 'Legitimacy and criminal justice',
      pages: '9–29',
      publisher: 'Russell Sage Foundation',
    });
    expect(
      parseReferenceEntry(
        'World Health Organization. (2019). Global health estimates (Report No. 7). https://www.who.int/data/estimates',
      ),
    ).toMatchObject({
      kind: 'report',
      group: true,
      authors: [{ family: 'World Health Organization', given: null }],
      title: 'Global health estimates',
      url: 'https://www.who.int/data/estimates',
    });
    expect(
      parseReferenceEntry(
        'Consumer Financial Protection Bureau. (2021, December 1). Overdraft and NSF fees. https://www.consumerfinance.gov/data-research/',
      ),
    ).toMatchObject({ kind: 'web', year: '2021', title: 'Overdraft and NSF fees' });
  });

  it('keeps n.d. and particles, and refuses text without an author–date head', () => {
    expect(
      parseReferenceEntry('van Dijk, T. A. (n.d.). Elite discourse and racism. Sage.'),
    ).toMatchObject({ year: 'n.d.', authors: [{ family: 'van Dijk', given: 'T. A.' }] });
    expect(parseReferenceEntry('This chapter was written in 2021.')).toBeNull();
  });

  it('knows the headings of a reference list', () => {
    expect(
      ['References', 'Works Cited', 'BIBLIOGRAPHY', 'References:'].every(isReferenceHeading),
    ).toBe(true);
    expect(isReferenceHeading('References to HR policy')).toBe(false);
  });
});
