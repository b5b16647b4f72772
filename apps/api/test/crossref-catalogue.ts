import type { CatalogueWork } from './crossref-stand-in.ts';

/** A few real works (as Crossref describes them) and a retracted one, for the stand-in. */
export const catalogue: CatalogueWork[] = [
  {
    DOI: '10.1086/374403',
    title: 'The Mark of a Criminal Record',
    authors: [['Devah', 'Pager']],
    year: 2003,
    container: 'American Journal of Sociology',
    volume: '108',
    issue: '5',
    page: '937-975',
    abstract:
      'An audit study of employment discrimination against job seekers with a criminal record.',
  },
  {
    DOI: '10.1257/0002828042002561',
    title:
      'Are Emily and Greg More Employable Than Lakisha and Jamal? A Field Experiment on Labor Market Discrimination',
    authors: [
      ['Marianne', 'Bertrand'],
      ['Sendhil', 'Mullainathan'],
    ],
    year: 2004,
    container: 'American Economic Review',
    volume: '94',
    issue: '4',
    page: '991-1013',
    abstract: 'Resumes with white-sounding names receive 50 percent more callbacks for interviews.',
  },
  {
    DOI: '10.1073/pnas.1706255114',
    title:
      'Meta-analysis of field experiments shows no change in racial discrimination in hiring over time',
    authors: [
      ['Lincoln', 'Quillian'],
      ['Devah', 'Pager'],
      ['Ole', 'Hexel'],
      ['Arnfinn H.', 'Midtbøen'],
    ],
    year: 2017,
    container: 'Proceedings of the National Academy of Sciences',
    volume: '114',
    issue: '41',
    page: '10870-10875',
    abstract:
      'Hiring discrimination against African Americans in callbacks has not declined in 25 years.',
  },
  {
    DOI: '10.1126/science.1256151',
    title: 'When contact changes minds: An experiment on transmission of support for gay equality',
    authors: [
      ['Michael J.', 'LaCour'],
      ['Donald P.', 'Green'],
    ],
    year: 2014,
    container: 'Science',
    volume: '346',
    issue: '6215',
    page: '1366-1369',
    updatedBy: [{ type: 'retraction', DOI: '10.1126/science.aaa6638' }],
  },
  {
    DOI: '10.1177/0002716205280123',
    title: 'Hiring audits of criminal records in workplace callbacks',
    authors: [['Ann', 'Weakling']],
    year: 2019,
    container: 'Journal of Weak Matches',
    abstract:
      'A study of criminal records, callbacks and hiring discrimination in workplace audits.',
  },
];
