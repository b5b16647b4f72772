import type { FieldDifference } from '@receipts/domain';
import type { Node as PMNode } from 'prosemirror-model';
import { describe, expect, it } from 'vitest';
import { docToHtml, htmlToDoc } from '../html/html-codec.ts';
import { patchReferenceEntry } from './patch-reference-entry.ts';

// Real published works as a manuscript lists them: APA 7, journal name and volume in italics.
const BEFORE =
  '<p>Records cut callbacks (Pager, 2003), and names do too (Bertrand &amp; Mullainathan, 2004).</p><h2>References</h2>';
const BERTRAND = (year: string, title: string) =>
  `<p>Bertrand, M., &amp; Mullainathan, S. (${year}). ${title}. <em>American Economic Review, 94</em>(4), 991–1013.</p>`;
const PAGER = (volume: string, doi: string) =>
  `<p>Pager, D. (2003). The mark of a criminal record. <em>American Journal of Sociology</em>, <em>${volume}</em>(5), 937–975. <a href="https://doi.org/${doi}" rel="noopener noreferrer nofollow">https://doi.org/${doi}</a></p>`;
const AFTER = '<p><em>Note.</em> Entries marked with an asterisk were read in translation.</p>';
const TITLE =
  'Are Emily and Greg more employable than Lakisha and Jamal? A field experiment on labor market discrimination';

/** The position of the n-th paragraph of a document. */
function paragraphAt(doc: PMNode, n: number): number {
  let seen = -1;
  let found = -1;
  doc.forEach((node, pos) => {
    if (node.type.name === 'paragraph' && ++seen === n && found < 0) found = pos;
  });
  return found;
}

function patched(html: string, n: number, differences: FieldDifference[]): string {
  const doc = htmlToDoc(html);
  const result = patchReferenceEntry(doc, paragraphAt(doc, n), differences);
  if (!result) throw new Error('not a reference');
  return docToHtml(result.doc);
}

describe('patchReferenceEntry', () => {
  it('changes the year and keeps the italic journal and volume, the rest of the list and the note after it', () => {
    const html = `${BEFORE}${BERTRAND('2007', TITLE)}${PAGER('108', '10.1086/374403')}${AFTER}`;
    expect(patched(html, 1, [{ field: 'year', entry: '2007', record: '2004' }])).toBe(
      `${BEFORE}${BERTRAND('2004', TITLE)}${PAGER('108', '10.1086/374403')}${AFTER}`,
    );
  });

  it("writes the record's title in the writer's sentence case, never Title Case", () => {
    const html = `${BEFORE}${BERTRAND('2004', TITLE.replace('labor market', 'labour-market'))}${AFTER}`;
    expect(
      patched(html, 1, [
        {
          field: 'title',
          entry: TITLE.replace('labor market', 'labour-market'),
          record:
            'Are Emily and Greg More Employable Than Lakisha and Jamal? A Field Experiment on Labor Market Discrimination',
        },
      ]),
    ).toBe(`${BEFORE}${BERTRAND('2004', TITLE)}${AFTER}`);
  });

  it('a wrong italic volume is corrected in italics', () => {
    const html = `${BEFORE}${PAGER('107', '10.1086/374403')}`;
    expect(patched(html, 1, [{ field: 'volume', entry: '107', record: '108' }])).toBe(
      `${BEFORE}${PAGER('108', '10.1086/374403')}`,
    );
  });

  it('a wrong DOI is corrected in the text and in its link', () => {
    const html = `${BEFORE}${PAGER('108', '10.1086/374430')}`;
    expect(
      patched(html, 1, [{ field: 'doi', entry: '10.1086/374430', record: '10.1086/374403' }]),
    ).toBe(`${BEFORE}${PAGER('108', '10.1086/374403')}`);
  });

  it('a missing issue is inserted plain after the italic volume', () => {
    const html = `${BEFORE}${BERTRAND('2004', TITLE).replace('(4)', '')}`;
    expect(patched(html, 1, [{ field: 'issue', entry: null, record: '4' }])).toBe(
      `${BEFORE}${BERTRAND('2004', TITLE)}`,
    );
  });

  it('is null for a paragraph that is not a reference', () => {
    const doc = htmlToDoc(`${BEFORE}${AFTER}`);
    expect(patchReferenceEntry(doc, paragraphAt(doc, 1), [])).toBeNull();
  });
});
