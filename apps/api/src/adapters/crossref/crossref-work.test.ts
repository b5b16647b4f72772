import { recordedWork } from '@receipts/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../test/crossref-catalogue.ts';
import { startCrossrefStandIn, type CrossrefStandIn } from '../../../test/crossref-stand-in.ts';
import { createCrossrefAdapter } from './crossref-adapter.ts';
import { createCrossrefClient } from './crossref-client.ts';
import { createMemoryResponseCache } from './response-cache.ts';

/** Real replies recorded by other projects (the domain's verdict corpus), served as they came. */
const RECORDED = [
  '10.1080/19420889.2017.1395120',
  '10.1007/s00120-007-1345-2',
  '10.1039/9781788019972',
  '10.52750/344243',
  '10.1079/cabicompendium.12467',
  '10.1177/1056492602250515',
];

let standIn: CrossrefStandIn;
beforeAll(async () => {
  standIn = await startCrossrefStandIn([
    ...catalogue,
    ...RECORDED.map((doi) => ({ recorded: recordedWork(doi) })),
  ]);
});
afterAll(() => standIn.close());

const index = () =>
  createCrossrefClient(
    createCrossrefAdapter(
      { crossrefBaseUrl: standIn.url, crossrefMailto: undefined },
      { retries: 0 },
    ),
    createMemoryResponseCache(),
  );

describe('reading recorded Crossref works through the client', () => {
  it('reads an HTML title as plain text, keeps its italics in the CSL, and both dates', async () => {
    const work = await index().work('10.1080/19420889.2017.1395120');
    expect(work).toMatchObject({
      title: 'The dire side of autophagy in aging: Lessons from C. elegans',
      container: 'Communicative & Integrative Biology',
      year: 2018,
      published: { print: [2018, 1, 2], online: [2017, 12, 14], issued: [2017, 12, 14] },
    });
    expect(work?.csl.title).toBe(
      'The dire side of autophagy in aging: Lessons from <i>C. elegans</i>',
    );
  });

  it('reads subtitles and a translated title', async () => {
    const work = await index().work('10.1007/s00120-007-1345-2');
    expect(work?.subtitle).toEqual([
      'Folge einer autoerotischen Selbstverstümmelung',
      'Result of autoerotic self-mutilation',
    ]);
    expect(work?.title).toContain('[Penile injury caused by a Moulinette');
  });

  it('reads the editors of an edited book, an organisation as author, and relations', async () => {
    const client = index();
    expect((await client.work('10.1039/9781788019972'))?.editors).toEqual([
      { given: 'Giuseppe', family: 'Pileio' },
    ]);
    expect((await client.work('10.1079/cabicompendium.12467'))?.authors).toEqual([
      { given: null, family: 'CABI' },
    ]);
    expect((await client.work('10.52750/344243'))?.relation['is-part-of']).toEqual([
      { id: 'https://ncsu-wolfpack-solutions.pubpub.org/', idType: 'uri', assertedBy: 'subject' },
      {
        id: 'https://ncsu-wolfpack-solutions.pubpub.org/global-change',
        idType: 'uri',
        assertedBy: 'subject',
      },
    ]);
  });

  it('takes the print year of a work digitised online years later', async () => {
    const work = await index().work('10.1177/1056492602250515');
    expect(work).toMatchObject({
      year: 2003,
      published: { print: [2003, 3], online: [2016, 7, 22] },
    });
  });

  it('reads a retraction from updated-by with its source, notice DOI and date', async () => {
    const work = await index().work('10.1126/science.1256151');
    expect(work?.notices).toEqual([
      {
        kind: 'retraction',
        doi: '10.1126/science.aaa6638',
        date: '2015',
        source: 'retraction-watch',
      },
    ]);
  });

  it('reads recorded works from a search reply too', async () => {
    const works = await index().search('Medina Richly autophagy aging elegans', 1);
    expect(works[0]?.doi).toBe('10.1080/19420889.2017.1395120');
  });
});
