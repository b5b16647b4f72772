import { describe, expect, it } from 'vitest';
import { patchCslFields } from './csl-field-patch.ts';
import { locateEntryFields } from './entry-field-spans.ts';
import { entryFieldEdits, patchedEntryText } from './field-edits.ts';
import { titleInWritersCase } from './title-case-style.ts';

// Real published works, written as APA 7 references (metadata as Crossref records them).
const KAHNEMAN =
  'Kahneman, D., & Tversky, A. (1979). Prospect theory: An analysis of decision under risk. Econometrica, 47(2), 263–291. https://doi.org/10.2307/1914185';
const PAGER =
  'Pager, D. (2003). The mark of a criminal record. American Journal of Sociology, 108(5), 937–975.';
const WHO =
  'World Health Organization. (2020). Coronavirus disease 2019 (COVID-19): Situation report, 51.';

const slice = (text: string, span: { from: number; to: number } | undefined) =>
  span ? text.slice(span.from, span.to) : undefined;

describe('locateEntryFields', () => {
  it('finds each field of a journal article where APA puts it', () => {
    const { spans } = locateEntryFields(KAHNEMAN)!;
    expect(slice(KAHNEMAN, spans.author)).toBe('Kahneman, D., & Tversky, A.');
    expect(slice(KAHNEMAN, spans.year)).toBe('1979');
    expect(slice(KAHNEMAN, spans.title)).toBe(
      'Prospect theory: An analysis of decision under risk',
    );
    expect(slice(KAHNEMAN, spans.container)).toBe('Econometrica');
    expect(slice(KAHNEMAN, spans.volume)).toBe('47');
    expect(slice(KAHNEMAN, spans.issue)).toBe('2');
    expect(slice(KAHNEMAN, spans.pages)).toBe('263–291');
    expect(slice(KAHNEMAN, spans.doi)).toBe('10.2307/1914185');
  });

  it('reads offsets of the written text when it has doubled or odd spaces', () => {
    const text = `  Pager,  D.  (2003).\u00a0The mark of a criminal record.  American Journal of Sociology, 108(5), 937–975.`;
    const { spans } = locateEntryFields(text)!;
    expect(slice(text, spans.author)).toBe('Pager,  D.');
    expect(slice(text, spans.title)).toBe('The mark of a criminal record');
    expect(slice(text, spans.volume)).toBe('108');
  });

  it("leaves a group author's closing full stop out of the name", () => {
    expect(slice(WHO, locateEntryFields(WHO)!.spans.author)).toBe('World Health Organization');
  });

  it('is null for a paragraph that is not a reference', () => {
    expect(locateEntryFields('This list was compiled in March 2024.')).toBeNull();
  });
});

describe('titleInWritersCase', () => {
  it("lowers a record's Title Case when the writer writes sentence case", () => {
    expect(
      titleInWritersCase(
        'Are Emily and Greg More Employable Than Lakisha and Jamal? A Field Experiment on Labor Market Discrimination',
        'Are Emily and Greg more employable than Lakisha and Jamal? A field experiment on labour market discrimination',
      ),
    ).toBe(
      'Are Emily and Greg more employable than Lakisha and Jamal? A field experiment on labor market discrimination',
    );
  });

  it('keeps acronyms and capitalises after a colon', () => {
    expect(
      titleInWritersCase(
        'Coronavirus Disease 2019 (COVID-19): Situation Report, 51',
        'Coronavirus disease (COVID-19): situation report',
      ),
    ).toBe('Coronavirus disease 2019 (COVID-19): Situation report, 51');
  });

  it("keeps the record's case when the writer writes titles in Title Case", () => {
    expect(
      titleInWritersCase('The Mark of a Criminal Record', 'The Mark of Criminal Records'),
    ).toBe('The Mark of a Criminal Record');
  });
});

describe('entryFieldEdits', () => {
  it('changes only the differing fields and never title-cases the title', () => {
    const wrong =
      'Kahneman, D., & Tversky, A. (1997). Prospect theory: An analysis of decisions under risk. Econometrica, 47(2), 263–291. https://doi.org/10.2307/1914185';
    expect(
      patchedEntryText(wrong, [
        { field: 'year', entry: '1997', record: '1979' },
        {
          field: 'title',
          entry: 'Prospect theory: An analysis of decisions under risk',
          record: 'Prospect Theory: An Analysis of Decision under Risk',
        },
      ]),
    ).toBe(KAHNEMAN);
  });

  it('inserts a missing issue and page range after the volume, plain', () => {
    const doi = ' https://doi.org/10.1086/374403';
    const bare = `Pager, D. (2003). The mark of a criminal record. American Journal of Sociology, 108.${doi}`;
    expect(
      patchedEntryText(bare, [
        { field: 'issue', entry: null, record: '5' },
        { field: 'pages', entry: null, record: '937-975' },
      ]),
    ).toBe(`${PAGER}${doi}`);
  });

  it('adds a missing DOI at the end of the entry', () => {
    expect(
      patchedEntryText(PAGER, [
        { field: 'doi', entry: null, record: 'https://doi.org/10.1086/374403' },
      ]),
    ).toBe(`${PAGER} https://doi.org/10.1086/374403`);
  });

  it("keeps a year's suffix and never deletes what the record lacks", () => {
    const text =
      'Pager, D. (2007a). The mark of a criminal record. American Journal of Sociology, 108(5), 937–975.';
    expect(
      patchedEntryText(text, [
        { field: 'year', entry: '2007a', record: '2003' },
        { field: 'pages', entry: '937–975', record: null },
      ]),
    ).toBe(text.replace('2007a', '2003a'));
  });

  it('names a difference it has no place for instead of guessing', () => {
    const book = 'Said, E. W. (1978). Orientalism. Pantheon Books.';
    expect(entryFieldEdits(book, [{ field: 'volume', entry: null, record: '3' }])).toEqual({
      edits: [],
      unplaced: [{ field: 'volume', entry: null, record: '3' }],
    });
  });
});

describe('patchCslFields', () => {
  it('sets exactly the differing fields and keeps the rest of an imported item', () => {
    const item = {
      id: 'pager2003',
      type: 'article-journal',
      author: [{ family: 'Pager', given: 'Devah' }],
      issued: { 'date-parts': [[2007]] },
      title: 'The mark of a criminal record',
      'container-title': 'American Journal of Sociology',
      volume: '108',
      note: 'from Zotero',
    };
    expect(
      patchCslFields(item, [
        { field: 'year', entry: '2007', record: '2003' },
        { field: 'pages', entry: null, record: '937-975' },
        { field: 'doi', entry: null, record: 'https://doi.org/10.1086/374403' },
      ]),
    ).toEqual({
      ...item,
      issued: { 'date-parts': [[2003]] },
      page: '937–975',
      DOI: '10.1086/374403',
    });
  });
});
