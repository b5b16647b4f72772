import { describe, expect, it } from 'vitest';
import { findInTextCitations } from './in-text-citations.ts';
import { distinctWorks, workKey } from './work-key.ts';

/** The forms of APA 7 in-text citations real manuscripts use (issue #21, defect 6). */
const read = (text: string) =>
  findInTextCitations(text).map((c) => ({
    kind: c.kind,
    text: c.text,
    names: c.authors.names,
    group: c.authors.kind === 'group',
    etAl: c.authors.etAl,
    year: c.year,
    locator: c.locator,
    prefix: c.prefix,
  }));
const keys = (text: string) => distinctWorks(findInTextCitations(text)).map((work) => work.key);

describe('APA 7 in-text forms', () => {
  it('reads each year of a multi-year or suffix list as its own work', () => {
    expect(keys('Known (Fuster, 1997, 2004) and (Lee, 2004a, 2004b).')).toEqual([
      'fuster||1997',
      'fuster||2004',
      'lee||2004a',
      'lee||2004b',
    ]);
  });

  it('reads initials before a shared surname, and keeps them in the span', () => {
    const text = 'Shown (H. Li et al., 2023) and by J.-P. Li et al. (2021).';
    expect(read(text).map((c) => [c.text, c.names, c.etAl, c.year])).toEqual([
      ['(H. Li et al., 2023)', ['Li'], true, '2023'],
      ['J.-P. Li et al. (2021)', ['Li'], true, '2021'],
    ]);
    const [, narrative] = findInTextCitations(text);
    expect(narrative?.authorsText).toBe('J.-P. Li et al.');
  });

  it('reads a shortened author list ending in et al.', () => {
    const [citation] = findInTextCitations('Seen (Xu, Di, Ding, et al., 2023).');
    expect(citation?.authors.names).toEqual(['Xu', 'Di', 'Ding']);
    expect(citation && workKey(citation)).toBe('xu|et al|2023');
  });

  it('keeps diacritics, particles and apostrophes, capitalised particles included', () => {
    expect(
      read(
        "(Murça, 2019) (van der Berg, 2010) (O'Neil, 2016) (De Souza, 2015) (O’Neil, 2017) Van der Berg (2011) argued (Ó Súilleabháin, 2001).",
      ).map((c) => c.names[0]),
    ).toEqual([
      'Murça',
      'van der Berg',
      "O'Neil",
      'De Souza',
      'O’Neil',
      'Van der Berg',
      'Ó Súilleabháin',
    ]);
  });

  it('knows an organisation by its short form, a name with commas included', () => {
    expect(
      keys(
        'First (World Health Organization [WHO], 2020), then (WHO, 2020). Also (National Academies of Sciences, Engineering, and Medicine [NASEM], 2018) and (NASEM, 2018).',
      ),
    ).toEqual([
      'world health organization||2020',
      'national academies of sciences, engineering, and medicine||2018',
    ]);
  });

  it('reads newspapers as group authors, and a surname that is also a newspaper word as a person', () => {
    expect(
      read('(USA Today, 2020) (The New York Times, 2021) (Post, 2019) (Smith & Post, 2018)').map(
        (c) => [c.names.join(' + '), c.group],
      ),
    ).toEqual([
      ['USA Today', true],
      ['New York Times', true],
      ['Post', false],
      ['Smith + Post', false],
    ]);
  });

  it('reads narrative citations with a possessive, straight or typographic', () => {
    const found = findInTextCitations(
      "Said (1978) wrote it; Said's (1979) view; Said’s (1980) book.",
    );
    expect(found.map((c) => [c.authors.names[0], c.authorsText, c.year])).toEqual([
      ['Said', 'Said', '1978'],
      ['Said', 'Said', '1979'],
      ['Said', 'Said', '1980'],
    ]);
  });

  it('reads n.d., n.d.-a and in press', () => {
    expect(
      read('(Nguyen, n.d.) (Nguyen, n.d.-a) (Lee, in press) Okafor (in press)').map((c) => c.year),
    ).toEqual(['n.d.', 'n.d.-a', 'in press', 'in press']);
  });

  it('counts only the secondary source of "as cited in", the work in the reference list', () => {
    expect(
      read(
        "Allport's diary (as cited in Nicholson, 2003); (Allport, 1937, as cited in Nicholson, 2003); Allport (1937, as cited in Nicholson, 2003).",
      ).map((c) => [c.names[0], c.year, c.prefix]),
    ).toEqual([
      ['Nicholson', '2003', 'as cited in'],
      ['Nicholson', '2003', 'as cited in'],
      ['Nicholson', '2003', 'as cited in'],
    ]);
  });

  it('gives a narrative citation the page locator that follows it in the paragraph', () => {
    expect(
      read(
        'Said (1978) called it “a style of thought” (p. 12). Fanon (1961) saw it too (pp. 3–5).\nA lone aside (p. 9) cites nothing.',
      ).map((c) => [c.names[0], c.locator]),
    ).toEqual([
      ['Said', 'p. 12'],
      ['Fanon', 'pp. 3–5'],
    ]);
  });

  it('reads page, paragraph and chapter locators and signal words', () => {
    expect(
      read(
        '(see, e.g., Smith, 2019, p. 12; cf. Jones, 2020, para. 4; Lee, 2021, Chapter 3; Kim, 2022, chap. 2)',
      ).map((c) => [c.names[0], c.prefix, c.locator]),
    ).toEqual([
      ['Smith', 'see, e.g.,', 'p. 12'],
      ['Jones', 'cf.', 'para. 4'],
      ['Lee', null, 'Chapter 3'],
      ['Kim', null, 'chap. 2'],
    ]);
  });

  it('reads figure-note signals and group names with a possessive inside', () => {
    expect(
      read(
        '(adapted from Everly & Lating, 2002) (Data from Office on Women’s Health, 2009) the WHO’s (2019) rules',
      ).map((c) => [c.names[0], c.prefix]),
    ).toEqual([
      ['Everly', 'adapted from'],
      ['Office on Women’s Health', 'Data from'],
      ['WHO', null],
    ]);
  });

  it('takes a document-part word for a surname only beside other authors', () => {
    expect(
      read('(Page & Berkow, 1994) but not (Page, 1994) or (Figure, 2019)').map((c) => c.names),
    ).toEqual([['Page', 'Berkow']]);
  });

  it('does not read a book title with commas before a narrative citation as a group', () => {
    expect(
      read(
        'In her book, In a Different Voice: Psychological Theory and Women’s Development, Gilligan (1982) criticized it.',
      ).map((c) => [c.names, c.group]),
    ).toEqual([[['Gilligan'], false]]);
  });

  it('reads a work without an author cited by its quoted title', () => {
    expect(
      read('The mayor said so (“East Haven Mayor,” 2012) and ("Layoffs FAQ," 2023, para. 2).').map(
        (c) => [c.names[0], c.year, c.locator],
      ),
    ).toEqual([
      ['East Haven Mayor', '2012', null],
      ['Layoffs FAQ', '2023', 'para. 2'],
    ]);
  });

  it('leaves the words and the organisation that start the clause out of a narrative author list', () => {
    expect(
      read(
        'According to Seligman and Csikszentmihalyi (2000), it is. In a study surveyed by the Gallup Organization, Kahneman and Deaton (2010) found it.',
      ).map((c) => [c.names, c.group, c.text]),
    ).toEqual([
      [['Seligman', 'Csikszentmihalyi'], false, 'Seligman and Csikszentmihalyi (2000)'],
      [['Kahneman', 'Deaton'], false, 'Kahneman and Deaton (2010)'],
    ]);
  });
});
