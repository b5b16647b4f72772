import { describe, expect, it } from 'vitest';
import { recordedWork, recordedWorks } from './corpus/crossref-records.ts';
import { crossrefWorkToCsl } from './crossref-to-csl.ts';
import { cslItemSchema } from '../csl-item.ts';

describe('crossrefWorkToCsl on recorded Crossref works', () => {
  it('gives valid CSL-JSON for every recorded work, keyed by its lower-case DOI', () => {
    for (const { work } of recordedWorks) {
      const csl = crossrefWorkToCsl(work);
      expect(cslItemSchema.safeParse(csl).success).toBe(true);
      expect(csl.DOI).toBe(String(work.DOI).toLowerCase());
      expect(csl.id).toBe(csl.DOI);
    }
  });

  it('reads a journal article with an article number and an online-only date', () => {
    const csl = crossrefWorkToCsl(recordedWork('10.1103/physrevb.89.140501'));
    expect(csl).toMatchObject({
      type: 'article-journal',
      title: 'Particle entanglement in continuum many-body systems via quantum Monte Carlo',
      'container-title': 'Physical Review B',
      'container-title-short': 'Phys. Rev. B',
      volume: '89',
      issue: '14',
      number: '140501',
      issued: { 'date-parts': [[2014, 4, 4]] },
    });
    expect(csl.author?.[3]).toEqual({ family: 'Del Maestro', given: 'A.' });
    expect(csl.page).toBeUndefined();
  });

  it('reads a book chapter: the book as container, publisher and place, print year', () => {
    const csl = crossrefWorkToCsl(recordedWork('10.1007/978-3-0348-8720-5_13'));
    expect(csl).toMatchObject({
      type: 'chapter',
      'container-title': 'Hyperbolic Problems: Theory, Numerics, Applications',
      page: '113-118',
      publisher: 'Birkhäuser Basel',
      'publisher-place': 'Basel',
      issued: { 'date-parts': [[1999]] },
    });
    expect(csl.author?.[0]).toEqual({ family: 'Bouchut', given: 'François' });
  });

  it('keeps the italics of an HTML title and decodes entities in the journal name', () => {
    const csl = crossrefWorkToCsl(recordedWork('10.1080/19420889.2017.1395120'));
    expect(csl.title).toBe('The dire side of autophagy in aging: Lessons from <i>C. elegans</i>');
    expect(csl['container-title']).toBe('Communicative & Integrative Biology');
    // Printed in January 2018, online in December 2017: APA's year is the issue's.
    expect(csl.issued).toEqual({ 'date-parts': [[2018, 1, 2]] });
    expect(csl['available-date']).toEqual({ 'date-parts': [[2017, 12, 14]] });
  });

  it('writes a translated title in brackets after the original, each with its subtitle', () => {
    const csl = crossrefWorkToCsl(recordedWork('10.1007/s00120-007-1345-2'));
    expect(csl.title).toBe(
      'Penisverletzung durch eine Moulinette: Folge einer autoerotischen Selbstverstümmelung ' +
        '[Penile injury caused by a Moulinette: Result of autoerotic self-mutilation]',
    );
  });

  it('reads an organisation as author, an edited book, a book series and an undated standard', () => {
    expect(crossrefWorkToCsl(recordedWork('10.1079/cabicompendium.12467')).author).toEqual([
      { literal: 'CABI' },
    ]);
    const edited = crossrefWorkToCsl(recordedWork('10.1039/9781788019972'));
    expect(edited).toMatchObject({
      type: 'book',
      title: 'Long-lived Nuclear Spin Order: Theory and Applications',
      editor: [{ family: 'Pileio', given: 'Giuseppe' }],
      'collection-title': 'New Developments in NMR',
    });
    expect(edited['container-title']).toBeUndefined();
    const standard = crossrefWorkToCsl(recordedWork('10.3403/30197229'));
    expect(standard.type).toBe('standard');
    expect(standard.issued).toBeUndefined();
  });

  it("gives the proceedings, not their series, as a conference paper's container", () => {
    const csl = crossrefWorkToCsl(recordedWork('10.2991/icismme-15.2015.92'));
    expect(csl).toMatchObject({
      type: 'paper-conference',
      'container-title':
        'Proceedings of the First International Conference on Information Sciences, Machinery, Materials and Energy',
      'collection-title': 'Advances in Intelligent Systems Research',
    });
  });
});

describe('crossrefWorkToCsl on the shapes Crossref deposits', () => {
  it('keeps italics from HTML and JATS as CSL rich text and drops other markup', () => {
    const csl = crossrefWorkToCsl({
      DOI: '10.1/X',
      type: 'journal-article',
      title: [
        'Growth of <jats:italic>E. coli</jats:italic> in H<sub>2</sub>O &amp; <b>salt</b><mml:math>x</mml:math>',
      ],
    });
    expect(csl.title).toBe('Growth of <i>E. coli</i> in H<sub>2</sub>O & <b>salt</b>x');
  });

  it('joins subtitles with ": " unless the title ends in a question mark', () => {
    const joined = crossrefWorkToCsl({ DOI: '10.1/a', title: ['Main'], subtitle: ['A subtitle'] });
    expect(joined.title).toBe('Main: A subtitle');
    const asked = crossrefWorkToCsl({ DOI: '10.1/b', title: ['Why?'], subtitle: ['An answer'] });
    expect(asked.title).toBe('Why? An answer');
    const repeated = crossrefWorkToCsl({
      DOI: '10.1/c',
      title: ['Main: A subtitle'],
      subtitle: ['A subtitle'],
    });
    expect(repeated.title).toBe('Main: A subtitle');
  });

  it('writes an organisation as a literal name and keeps editors and the original title', () => {
    const csl = crossrefWorkToCsl({
      DOI: '10.1/d',
      type: 'edited-book',
      title: ['Translated title'],
      'original-title': ['Titre original'],
      author: [{ name: 'World Health Organization', sequence: 'first' }],
      editor: [{ given: 'Ann', family: 'van der Berg' }],
    });
    expect(csl.type).toBe('book');
    expect(csl.author).toEqual([{ literal: 'World Health Organization' }]);
    expect(csl.editor).toEqual([{ family: 'van der Berg', given: 'Ann' }]);
    expect(csl['original-title']).toBe('Titre original');
  });

  it('takes the print year over an earlier online one and keeps the online date apart', () => {
    const csl = crossrefWorkToCsl({
      DOI: '10.1/e',
      title: ['T'],
      'published-online': { 'date-parts': [[2019, 11, 2]] },
      'published-print': { 'date-parts': [[2020, 3]] },
      issued: { 'date-parts': [[2019, 11, 2]] },
    });
    expect(csl.issued).toEqual({ 'date-parts': [[2020, 3]] });
    expect(csl['available-date']).toEqual({ 'date-parts': [[2019, 11, 2]] });
  });

  it('gives the book, not its series, as a chapter container', () => {
    const csl = crossrefWorkToCsl({
      DOI: '10.1/f',
      type: 'book-chapter',
      title: ['Chapter'],
      'container-title': ['Lecture Notes in Computer Science', 'Theory of Cryptography'],
    });
    expect(csl['container-title']).toBe('Theory of Cryptography');
    expect(csl['collection-title']).toBe('Lecture Notes in Computer Science');
  });
});
