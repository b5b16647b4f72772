/**
 * The verdict corpus's cases, written before the matcher was tuned. For each recorded Crossref
 * work (`crossref-records.json`): (a) the reference a writer would type for it in APA 7, by hand
 * from the record's fields, with the variations writers make (sentence case, abbreviated journal,
 * no DOI, no issue, a shortened page range, the online year of an online-first article) → expected
 * "verified"; (b) a near miss that changes one field → expected "needs_review" naming exactly that
 * field; (c) an invented work under the record's real authors and year with a plausible other title
 * → must never be "verified". Every second work is held out: never looked at while tuning.
 */
import type { EntryField } from '../../bibliography-types.ts';
import type { CslItem, CslName } from '../../csl-item.ts';

interface TypedReference {
  /** "Family, G. I." for a person, a name without a comma for an organisation. */
  authors?: string[];
  /** An edited book: the names are editors. */
  editors?: string[];
  /** null for "n.d." */
  year: number | null;
  title: string;
  container?: string;
  volume?: string;
  issue?: string;
  pages?: string;
  doi?: string;
}

type NearMiss =
  | { field: 'author'; authors: string[] }
  | { field: 'year'; year: number }
  | { field: Exclude<EntryField, 'author' | 'year'>; value: string };

interface CaseSource {
  doi: string;
  type: string;
  typed: TypedReference;
  nearMiss: NearMiss;
  invented: string;
}

export type CaseKind = 'typed' | 'near_miss' | 'invented';

export interface VerdictCase {
  name: string;
  recordDoi: string;
  kind: CaseKind;
  entry: CslItem;
  /** For an invented work: anything but "verified". */
  expected: 'verified' | 'needs_review' | 'not_verified';
  /** A near miss names exactly this field. */
  changedField: EntryField | null;
  heldOut: boolean;
}

const name = (written: string): CslName => {
  const comma = written.indexOf(',');
  if (comma < 0) return { literal: written };
  return { family: written.slice(0, comma).trim(), given: written.slice(comma + 1).trim() };
};

function toCsl(id: string, type: string, reference: TypedReference): CslItem {
  return {
    id,
    type,
    ...(reference.authors ? { author: reference.authors.map(name) } : {}),
    ...(reference.editors ? { editor: reference.editors.map(name) } : {}),
    ...(reference.year === null ? {} : { issued: { 'date-parts': [[reference.year]] } }),
    title: reference.title,
    ...(reference.container ? { 'container-title': reference.container } : {}),
    ...(reference.volume ? { volume: reference.volume } : {}),
    ...(reference.issue ? { issue: reference.issue } : {}),
    ...(reference.pages ? { page: reference.pages } : {}),
    ...(reference.doi ? { DOI: reference.doi } : {}),
  };
}

function withNearMiss(reference: TypedReference, miss: NearMiss): TypedReference {
  switch (miss.field) {
    case 'author':
      return reference.editors
        ? { ...reference, editors: miss.authors }
        : { ...reference, authors: miss.authors };
    case 'year':
      return { ...reference, year: miss.year };
    case 'title':
      return { ...reference, title: miss.value };
    case 'container':
      return { ...reference, container: miss.value };
    case 'volume':
      return { ...reference, volume: miss.value };
    case 'issue':
      return { ...reference, issue: miss.value };
    case 'pages':
      return { ...reference, pages: miss.value };
    case 'doi':
      return { ...reference, doi: miss.value };
  }
}

const SOURCES: CaseSource[] = [
  {
    doi: '10.1103/physrevb.89.140501',
    type: 'article-journal',
    typed: {
      authors: ['Herdman, C. M.', 'Roy, P.-N.', 'Melko, R. G.', 'Del Maestro, A.'],
      year: 2014,
      title: 'Particle entanglement in continuum many-body systems via quantum Monte Carlo',
      container: 'Physical Review B',
      volume: '89',
      issue: '14',
      pages: '140501',
      doi: 'https://doi.org/10.1103/PhysRevB.89.140501',
    },
    nearMiss: { field: 'volume', value: '88' },
    invented: 'Entanglement entropy of bosonic superfluids in continuous space',
  },
  {
    doi: '10.1007/978-3-0348-8720-5_13',
    type: 'chapter',
    typed: {
      authors: ['Bouchut, F.', 'James, F.'],
      year: 1999,
      title: 'Differentiability with respect to initial data for a scalar conservation law',
      container: 'Hyperbolic problems: Theory, numerics, applications',
      pages: '113–118',
    },
    nearMiss: { field: 'pages', value: '131–138' },
    invented: 'Duality solutions for pressureless gases and transport equations',
  },
  {
    doi: '10.1103/physreva.106.022212',
    type: 'article-journal',
    typed: {
      authors: ['Donadi, S.', 'Hossenfelder, S.'],
      year: 2022,
      title: 'Toy model for local and deterministic wave-function collapse',
      container: 'Physical Review A',
      volume: '106',
      issue: '2',
      pages: 'Article 022212',
    },
    nearMiss: { field: 'year', year: 2021 },
    invented: 'Superdeterminism and the measurement problem: A statistical test',
  },
  {
    doi: '10.1021/acs.orglett.9b00971',
    type: 'article-journal',
    typed: {
      authors: [
        'Mansfield, S. J.',
        'Smith, R. C.',
        'Yong, J. R. J.',
        'Garry, O. L.',
        'Anderson, E. A.',
      ],
      year: 2019,
      title: 'A general copper-catalyzed synthesis of ynamides from 1,2-dichloroenamides',
      container: 'Org. Lett.',
      volume: '21',
      issue: '8',
      pages: '2918-2922',
    },
    nearMiss: {
      field: 'author',
      authors: [
        'Mansfeld, S. J.',
        'Smith, R. C.',
        'Yong, J. R. J.',
        'Garry, O. L.',
        'Anderson, E. A.',
      ],
    },
    invented: 'Stereoselective ynamide hydroamination with copper catalysts',
  },
  {
    doi: '10.1038/d41586-020-02761-z',
    type: 'article-journal',
    typed: {
      authors: ['Sheherazade', 'Ardiantiono'],
      year: 2020,
      title: 'Attention science: Some people have only one name',
      container: 'Nature',
    },
    nearMiss: { field: 'title', value: 'Attention science: Some people' },
    invented: 'Field research in Sulawesi needs local scientists',
  },
  {
    doi: '10.1021/acs.orglett.7b03845',
    type: 'article-journal',
    typed: {
      authors: ['Smith, A. B., III'],
      year: 2018,
      title: 'Twenty years of Organic Letters, a look back...and forward',
      container: 'Organic Letters',
      volume: '20',
      issue: '1',
      pages: '1–3',
      doi: '10.1021/acs.orglett.7b03845',
    },
    nearMiss: { field: 'doi', value: '10.1021/acs.orglett.7b03854' },
    invented: 'Total synthesis of spongistatin: Lessons from two decades',
  },
  {
    doi: '10.1007/978-3-319-53923-2',
    type: 'book',
    typed: {
      authors: ['Gatti, F.', 'Lasorne, B.', 'Meyer, H.-D.', 'Nauts, A.'],
      year: 2017,
      title: 'Applications of quantum dynamics in chemistry',
    },
    nearMiss: { field: 'year', year: 2016 },
    invented: 'Molecular quantum dynamics with the MCTDH method',
  },
  {
    doi: '10.1039/9781788019972',
    type: 'book',
    typed: {
      editors: ['Pileio, G.'],
      year: 2020,
      title: 'Long-lived nuclear spin order: Theory and applications',
    },
    nearMiss: { field: 'title', value: 'Long-lived nuclear spin' },
    invented: 'Hyperpolarization methods in NMR spectroscopy',
  },
  {
    doi: '10.1126/science.280.5362.421',
    type: 'article-journal',
    typed: {
      authors: ['Glaser, S. J.'],
      year: 1998,
      title:
        'Unitary control in quantum ensembles: Maximizing signal intensity in coherent spectroscopy',
      container: 'Science',
      volume: '280',
      issue: '5362',
      pages: '421–424',
    },
    nearMiss: { field: 'issue', value: '5363' },
    invented: 'Optimal control of coupled spin dynamics in liquid-state NMR',
  },
  {
    doi: '10.1038/s43586-021-00024-3',
    type: 'article-journal',
    typed: {
      authors: ['Kupče, Ē.', 'Frydman, L.', 'Webb, A. G.', 'Yong, J. R. J.', 'Claridge, T. D. W.'],
      year: 2021,
      title: 'Parallel nuclear magnetic resonance spectroscopy',
      container: 'Nature Reviews Methods Primers',
      volume: '1',
    },
    nearMiss: {
      field: 'author',
      authors: ['Kupce, E.', 'Freeman, R.', 'Webb, A. G.', 'Yong, J. R. J.', 'Claridge, T. D. W.'],
    },
    invented: 'Multiple receivers in high-field NMR spectroscopy',
  },
  {
    doi: '10.1016/b0-12-227055-x/00268-6',
    type: 'chapter',
    typed: {
      authors: ['Clarke, R. J.'],
      year: 2003,
      title: 'Coffee | Green coffee',
      container: 'Encyclopedia of food sciences and nutrition',
      pages: '1481–1487',
    },
    nearMiss: { field: 'pages', value: '1418–1427' },
    invented: 'Coffee | Roasting and grinding',
  },
  {
    doi: '10.1016/s0140-6736(00)32057-8',
    type: 'article-journal',
    typed: {
      year: 1897,
      title: 'Coffee-palaces and coffee',
      container: 'The Lancet',
      volume: '150',
      issue: '3855',
      pages: '158',
    },
    nearMiss: { field: 'volume', value: '105' },
    invented: 'Temperance drinks and the public-house',
  },
  {
    doi: '10.1021/cen-09239-newscripts',
    type: 'article-journal',
    typed: {
      authors: ['Cai, S. L.'],
      year: 2014,
      title: 'Coffee brew, coffee beans',
      container: 'Chemical & Engineering News',
      volume: '92',
      issue: '39',
      pages: '56',
    },
    nearMiss: { field: 'year', year: 2012 },
    invented: 'Caffeine chemistry for the morning commute',
  },
  {
    doi: '10.1038/scientificamerican09171904-194',
    type: 'article-journal',
    typed: {
      authors: ['Hayward, C. B.'],
      year: 1904,
      title: 'Coffee and coffee culture',
      container: 'Scientific American',
      volume: '91',
      issue: '12',
      pages: '194–195',
    },
    nearMiss: { field: 'author', authors: ['Howard, C. B.'] },
    invented: 'The coffee plantations of Brazil',
  },
  {
    doi: '10.1002/0471743984.vse1860',
    type: 'entry',
    typed: {
      year: 2005,
      title: 'Coffee tree and coffee',
      container: "Van Nostrand's scientific encyclopedia",
    },
    nearMiss: { field: 'year', year: 2002 },
    invented: 'Cocoa tree and cocoa',
  },
  {
    doi: '10.3403/30197229',
    type: 'standard',
    typed: {
      year: null,
      title: 'Coffee sampling. Triers for green coffee or raw coffee and parchment coffee',
    },
    nearMiss: { field: 'year', year: 2011 },
    invented: 'Coffee sampling. Sieves for roasted coffee beans',
  },
  {
    doi: '10.3403/30197229u',
    type: 'standard',
    typed: {
      year: null,
      title: 'Coffee sampling: Triers for green coffee or raw coffee and parchment coffee',
    },
    nearMiss: { field: 'title', value: 'Coffee sampling. Triers for green coffee' },
    invented: 'Instant coffee. Determination of moisture content',
  },
  {
    doi: '10.2307/141997',
    type: 'article-journal',
    typed: {
      authors: ['Van Dongen, I. S.'],
      year: 1961,
      title: 'Coffee trade, coffee regions, and coffee ports in Angola',
      container: 'Economic Geography',
      volume: '37',
      issue: '4',
      pages: '320–346',
    },
    nearMiss: { field: 'volume', value: '73' },
    invented: 'Railways and ports of Portuguese West Africa',
  },
  {
    doi: '10.3403/30077294u',
    type: 'standard',
    typed: { year: null, title: 'Coffee and coffee products. Vocabulary' },
    nearMiss: { field: 'year', year: 2006 },
    invented: 'Tea and tea products. Vocabulary',
  },
  {
    doi: '10.3923/pjn.2009.1693.1700',
    type: 'article-journal',
    typed: {
      authors: ['Kucukkomur, S.', 'Ozgen, L.'],
      year: 2009,
      title: 'Coffee and Turkish coffee culture',
      container: 'Pakistan Journal of Nutrition',
      volume: '8',
      issue: '10',
      pages: '1693–1700',
      doi: 'https://doi.org/10.3923/pjn.2009.1693.1700',
    },
    nearMiss: { field: 'issue', value: '1' },
    invented: 'Coffeehouse traditions in Ottoman Istanbul',
  },
  {
    doi: '10.3403/30077294',
    type: 'standard',
    typed: { year: null, title: 'Coffee and coffee products: Vocabulary' },
    nearMiss: { field: 'title', value: 'Coffee products' },
    invented: 'Green coffee. Olfactory and visual examination',
  },
  {
    doi: '10.5040/9781501344381.0013',
    type: 'chapter',
    typed: {
      year: 2020,
      title: 'Shouldn’t coffee taste like coffee?',
      container: 'Coffee',
      pages: '65–66',
    },
    nearMiss: { field: 'year', year: 2019 },
    invented: 'Why does espresso taste bitter?',
  },
  {
    doi: '10.1079/cabicompendium.12467',
    type: 'article-journal',
    typed: {
      authors: ['CABI'],
      year: 2022,
      title: 'Coffee ringspot virus (coffee ringspot)',
      container: 'CABI Compendium',
    },
    nearMiss: { field: 'author', authors: ['CAB International Plant Health'] },
    invented: 'Coffee berry borer (Hypothenemus hampei)',
  },
  {
    doi: '10.1021/bk-1977-0047.ch003',
    type: 'chapter',
    typed: {
      authors: ['Amorim, H. V.', 'Amorim, V. L.'],
      year: 1977,
      title: 'Coffee enzymes and coffee quality',
      container: 'Enzymes in food and beverage processing',
      pages: '27–56',
    },
    nearMiss: { field: 'container', value: 'Enzymes in dairy processing' },
    invented: 'Polyphenol oxidase activity in green coffee beans',
  },
  {
    doi: '10.1016/b0-12-227055-x/00271-6',
    type: 'chapter',
    typed: {
      authors: ['Trugo, L. C.'],
      year: 2003,
      title: 'Coffee | Analysis of coffee products',
      container: 'Encyclopedia of Food Sciences and Nutrition',
      pages: '1498–1506',
      doi: 'https://doi.org/10.1016/B0-12-227055-X/00271-6',
    },
    nearMiss: { field: 'year', year: 2004 },
    invented: 'Coffee | Physiological effects',
  },
  {
    doi: '10.52750/344243',
    type: 'article',
    typed: { authors: ['Koch, C.'], year: 2022, title: 'Yesterday’s coffee is tomorrow’s coffee' },
    nearMiss: { field: 'author', authors: ['Cook, C.'] },
    invented: 'Closing the loop on campus food waste',
  },
  {
    doi: '10.1215/9780822394617-013',
    type: 'chapter',
    typed: {
      year: 2011,
      title: 'Coffee: Ethnographic fiction',
      container: 'Lost in transition',
      pages: '143–150',
    },
    nearMiss: { field: 'pages', value: '134–150' },
    invented: 'Tea: An ethnographic memoir',
  },
  {
    doi: '10.1093/nq/s8-iii.67.274k',
    type: 'article-journal',
    typed: {
      authors: ['J. M.'],
      year: 1893,
      title: 'Coffee',
      container: 'Notes and Queries',
      volume: 's8-III',
      issue: '67',
      pages: '274–275',
    },
    nearMiss: { field: 'year', year: 1883 },
    invented: 'Chocolate-houses',
  },
  {
    doi: '10.1002/9781119201397.ch16',
    type: 'chapter',
    typed: { year: 2015, title: 'Coffee', container: 'Commodity investing', pages: '189–196' },
    nearMiss: { field: 'container', value: 'Commodity trading advisors' },
    invented: 'Cocoa',
  },
  {
    doi: '10.5040/9781635577068-0475',
    type: 'chapter',
    typed: {
      year: 2013,
      title: 'Coffee',
      container: 'The encyclopedia of American food and drink',
      pages: '158–160',
    },
    nearMiss: { field: 'year', year: 2003 },
    invented: 'Cola drinks',
  },
  {
    doi: '10.1093/med/9780190244187.001.0001',
    type: 'book',
    typed: { editors: ['Ferrell, B. R.'], year: 2015, title: 'Pediatric palliative care' },
    nearMiss: { field: 'author', authors: ['Farrell, B. R.'] },
    invented: 'Palliative care in the emergency department',
  },
  {
    doi: '10.1093/med/9780190223755.001.0001',
    type: 'book',
    typed: { editors: ['Ferrell, B. R.'], year: 2015, title: 'Structure and processes of care' },
    nearMiss: { field: 'year', year: 2016 },
    invented: 'Spiritual, religious, and existential aspects of care',
  },
  {
    doi: '10.5040/9781350068056.ch-i',
    type: 'chapter',
    typed: { year: 2023, title: 'Introduction', container: 'Ludwig Hilberseimer', pages: '1–14' },
    nearMiss: { field: 'pages', value: '1–41' },
    invented: 'The planning of the new city',
  },
  {
    doi: '10.1056/nejm191412311712712',
    type: 'article-journal',
    typed: {
      year: 1914,
      title: 'Proposed reorganization of the Boston Board of Health',
      container: 'The Boston Medical and Surgical Journal',
      volume: '171',
      issue: '27',
      pages: '1016',
    },
    nearMiss: { field: 'volume', value: '117' },
    invented: 'The milk supply of Boston',
  },
  {
    doi: '10.1016/j.neurobiolaging.2010.03.024',
    type: 'article-journal',
    typed: {
      authors: [
        'Lee, H. J.',
        'Lee, J. K.',
        'Lee, H.',
        'Carter, J. E.',
        'Chang, J. W.',
        'Oh, W.',
        'Yang, Y. S.',
        'Suh, J.-G.',
        'Lee, B.-H.',
        'Jin, H. K.',
        'Bae, J.-S.',
      ],
      year: 2012,
      title:
        'Human umbilical cord blood-derived mesenchymal stem cells improve neuropathology and cognitive impairment in an Alzheimer’s disease mouse model through modulation of neuroinflammation',
      container: 'Neurobiology of Aging',
      volume: '33',
      issue: '3',
      pages: '588–602',
    },
    nearMiss: {
      field: 'title',
      value: 'Human umbilical cord blood-derived mesenchymal stem cells improve neuropathology',
    },
    invented:
      'Mesenchymal stem cells reduce amyloid-beta deposition in an Alzheimer’s disease mouse model',
  },
  {
    doi: '10.22175/mmb2017.10.0050',
    type: 'article-journal',
    typed: {
      authors: ['Stewart, S. M.', 'McGilchrist, P.', 'Gardner, G. E.', 'Pethick, D. W.'],
      year: 2018,
      title:
        'Association between loin ultimate pH and plasma indicators of pre-slaughter stressors in Australian lamb',
      container: 'Meat and Muscle Biology',
      volume: '2',
      issue: '1',
      pages: '254',
    },
    nearMiss: { field: 'year', year: 2017 },
    invented: 'Muscle glycogen and meat quality in Merino sheep',
  },
  {
    doi: '10.1007/978-3-662-26787-5_53',
    type: 'chapter',
    typed: {
      authors: ['Neumann, F.', 'Hamada, H.'],
      year: 1964,
      title:
        'Intrauterine Feminisierung männlicher Rattenfeten durch das stark gestagen wirksame 6-Chlor-∆6-1,2-methylen-17α-hydroxyprogesteronacetat',
      container: 'Schilddrüsenhormone und Körperperipherie / Regulation der Schilddrüsenfunktion',
      pages: '301–304',
    },
    nearMiss: { field: 'author', authors: ['Naumann, F.', 'Hamada, H.'] },
    invented: 'Antiandrogene Wirkung von Cyproteronacetat bei männlichen Ratten',
  },
  {
    doi: '10.7203/creativity.1.12063',
    type: 'article-journal',
    typed: {
      authors: ['Botella Nicolás, A. M.', 'Fosati Parreño, A.', 'Canet Benavent, R.'],
      year: 2018,
      title:
        'Desarrollo emocional y creativo en educación infantil mediante las artes visuales y la música',
      container: 'Creativity and Educational Innovation Review',
      issue: '1',
      pages: '70',
    },
    nearMiss: { field: 'title', value: 'Desarrollo emocional y creativo en educación infantil' },
    invented: 'La música como recurso didáctico en la educación primaria',
  },
  {
    doi: '10.1080/01630563.2011.554948',
    type: 'article-journal',
    typed: {
      authors: ['Li, X.', 'Ruan, Q.'],
      year: 2011,
      title:
        'A modified PRP conjugate gradient algorithm with trust region for optimization problems',
      container: 'Numer. Funct. Anal. Optim.',
      volume: '32',
      issue: '5',
      pages: '496–506',
    },
    nearMiss: { field: 'pages', value: '469–506' },
    invented: 'A descent three-term conjugate gradient method for large-scale problems',
  },
  {
    doi: '10.1016/0022-2011(69)90178-5',
    type: 'article-journal',
    typed: {
      authors: ['Taylor, R. L.'],
      year: 1969,
      title: 'A suggested role for the polyphenol-phenoloxidase system in invertebrate immunity',
      container: 'Journal of Invertebrate Pathology',
      volume: '14',
      issue: '3',
      pages: '427–428',
      doi: '10.1016/0022-2011(69)90178-5',
    },
    nearMiss: { field: 'year', year: 1996 },
    invented: 'Hemocyte responses to foreign bodies in the cockroach',
  },
  {
    doi: '10.1016/0925-4773(93)90020-x',
    type: 'article-journal',
    typed: {
      authors: ['Wehrli, M.', 'DiAntonio, A.', 'Fearnley, I. M.', 'Smith, R. J.', 'Wilcox, M.'],
      year: 1993,
      title: 'Cloning and characterization of αPS1, a novel Drosophila melanogaster integrin',
      container: 'Mechanisms of Development',
      volume: '43',
      issue: '1',
      pages: '21–36',
    },
    nearMiss: { field: 'volume', value: '34' },
    invented: 'Integrin expression during Drosophila wing development',
  },
  {
    doi: '10.1177/1056492602250515',
    type: 'article-journal',
    typed: {
      authors: ['Dutton, J. E.'],
      year: 2003,
      title: 'Breathing life into organizational studies',
      container: 'Journal of Management Inquiry',
      volume: '12',
      issue: '1',
      pages: '5–19',
      doi: 'https://doi.org/10.1177/1056492602250515',
    },
    nearMiss: { field: 'author', authors: ['Dutten, J. E.'] },
    invented: 'High-quality connections at work: A positive organizational lens',
  },
  {
    doi: '10.1038/sj.jim.2900482',
    type: 'article-journal',
    typed: {
      authors: [
        'Kelly-Wintenberg, K.',
        'Montie, T. C.',
        'Brickman, C.',
        'Roth, J. R.',
        'Carr, A. K.',
        'Sorge, K.',
        'Wadsworth, L. C.',
        'Tsai, P. P. Y.',
      ],
      year: 1998,
      title:
        'Room temperature sterilization of surfaces and fabrics with a one atmosphere uniform glow discharge plasma',
      container: 'Journal of Industrial Microbiology & Biotechnology',
      volume: '20',
      issue: '1',
      pages: '69–74',
    },
    nearMiss: { field: 'issue', value: '2' },
    invented: 'Plasma inactivation of bacterial spores on medical textiles',
  },
  {
    doi: '10.1088/0022-3719/16/7/004',
    type: 'article-journal',
    typed: {
      authors: ['Entin-Wohlman, O.', 'Gefen, Y.', 'Shapira, Y.'],
      year: 1983,
      title: 'Variable-range hopping conductivity in granular materials',
      container: 'J. Phys. C: Solid State Phys.',
      volume: '16',
      issue: '7',
      pages: '1161–1167',
    },
    nearMiss: { field: 'year', year: 1938 },
    invented: 'Percolation and tunnelling in granular metal films',
  },
  {
    doi: '10.1016/s0160-4120(01)00120-9',
    type: 'article-journal',
    typed: {
      authors: ['Chau, C. K.', 'Tu, E. Y.', 'Chan, D. W. T.', 'Burnett, J.'],
      year: 2002,
      title:
        'Estimating the total exposure to air pollutants for different population age groups in Hong Kong',
      container: 'Environment International',
      volume: '27',
      issue: '8',
      pages: '617–630',
    },
    nearMiss: { field: 'title', value: 'Estimating the total exposure to air pollutants' },
    invented: 'Indoor air quality in Hong Kong office buildings',
  },
  {
    doi: '10.1029/gl005i008p00637',
    type: 'article-journal',
    typed: {
      authors: [
        'Moore, D.',
        'Hisard, P.',
        'McCreary, J.',
        'Merle, J.',
        'O’Brien, J.',
        'Picaut, J.',
        'Verstraete, J.-M.',
        'Wunsch, C.',
      ],
      year: 1978,
      title: 'Equatorial adjustment in the eastern Atlantic',
      container: 'Geophysical Research Letters',
      volume: '5',
      issue: '8',
      pages: '637–640',
    },
    nearMiss: { field: 'container', value: 'Journal of Geophysical Research' },
    invented: 'Seasonal upwelling in the Gulf of Guinea',
  },
  {
    doi: '10.1016/j.bandc.2006.01.009',
    type: 'article-journal',
    typed: {
      authors: ['Wolfe, C. D.', 'Bell, M. A.'],
      year: 2007,
      title: 'The integration of cognition and emotion during infancy and early childhood',
      container: 'Brain and Cognition',
      volume: '65',
      issue: '1',
      pages: '3–13',
    },
    nearMiss: { field: 'author', authors: ['Wolf, C. D.', 'Bell, M. A.'] },
    invented: 'Frontal EEG asymmetry and temperament in toddlers',
  },
  {
    doi: '10.1016/s0924-4247(02)00135-8',
    type: 'article-journal',
    typed: {
      authors: ['Liu, S. A.', 'Tzo, H. L.'],
      year: 2002,
      title: 'A novel six-component force sensor of good measurement isotropy and sensitivities',
      container: 'Sensors and Actuators A: Physical',
      volume: '100',
      issue: '2–3',
      pages: '223–230',
    },
    nearMiss: { field: 'volume', value: '101' },
    invented: 'Design of a compact three-axis tactile sensor for robot grippers',
  },
  {
    doi: '10.1080/0013191880400102',
    type: 'article-journal',
    typed: {
      authors: ['Wheldall, K.', 'Merrett, F.'],
      year: 1988,
      title:
        'Which classroom behaviours do primary school teachers say they find most troublesome?',
      container: 'Educational Review',
      volume: '40',
      issue: '1',
      pages: '13–27',
    },
    nearMiss: { field: 'year', year: 1998 },
    invented: 'Positive teaching in the primary school: Praise and classroom order',
  },
  {
    doi: '10.1007/s10853-006-0719-y',
    type: 'article-journal',
    typed: {
      authors: ['Tsuchida, T.', 'Yamamoto, S.'],
      year: 2007,
      title: 'Spark plasma sintering of ZrB2–ZrC powder mixtures synthesized by MA-SHS in air',
      container: 'Journal of Materials Science',
      volume: '42',
      issue: '3',
      pages: '772–778',
    },
    nearMiss: { field: 'pages', value: '727–738' },
    invented: 'Oxidation resistance of hot-pressed ZrB2–SiC ceramics',
  },
  {
    doi: '10.1016/j.apradiso.2006.02.094',
    type: 'article-journal',
    typed: {
      authors: ['Le Petit, G.', 'Jutier, C.', 'Gross, P.', 'Greiner, V.'],
      year: 2006,
      title:
        'Low-level activity measurement of 131Xem, 133Xem, 135Xe and 133Xe in atmospheric air samples using high-resolution dual X–γ spectrometry',
      container: 'Applied Radiation and Isotopes',
      volume: '64',
      issue: '10–11',
      pages: '1307–1312',
    },
    nearMiss: { field: 'author', authors: ['Petit, G.', 'Jutier, C.', 'Gross, P.', 'Grenier, V.'] },
    invented: 'Radioxenon background at European monitoring stations',
  },
  {
    doi: '10.1016/s0308-8146(98)00203-9',
    type: 'article-journal',
    typed: {
      authors: ['Zabetakis, I.', 'Gramshaw, J. W.', 'Robinson, D. S.'],
      year: 1999,
      title:
        '2,5-Dimethyl-4-hydroxy-2H-furan-3-one and its derivatives: Analysis, synthesis and biosynthesis—A review',
      container: 'Food Chemistry',
      volume: '65',
      issue: '2',
      pages: '139–151',
    },
    nearMiss: { field: 'issue', value: '3' },
    invented: 'Strawberry flavour volatiles during fruit ripening',
  },
  {
    doi: '10.1002/pd.1970040406',
    type: 'article-journal',
    typed: {
      authors: ['Edwards, R. J.', 'Watts, D. C.', 'Watts, R. L.', 'Rodeck, C. H.'],
      year: 1984,
      title:
        'Creatine kinase estimation in pure fetal blood samples for the prenatal diagnosis of Duchenne muscular dystrophy',
      container: 'Prenatal Diagnosis',
      volume: '4',
      issue: '4',
      pages: '267–277',
    },
    nearMiss: { field: 'year', year: 1948 },
    invented: 'Fetoscopy and fetal blood sampling in the second trimester',
  },
  {
    doi: '10.1097/00005344-199204000-00021',
    type: 'article-journal',
    typed: {
      authors: [
        'Hosono, M.',
        'Takahira, T.',
        'Fujita, A.',
        'Fujihara, R.',
        'Ishizuka, O.',
        'Tatee, T.',
        'Nakamura, K.',
      ],
      year: 1992,
      title:
        'Cardiovascular and adenylate cyclase stimulant properties of NKH477, a novel water-soluble forskolin derivative',
      container: 'Journal of Cardiovascular Pharmacology',
      volume: '19',
      issue: '4',
      pages: '625–634',
    },
    nearMiss: { field: 'title', value: 'Cardiovascular properties of NKH477' },
    invented: 'Positive inotropic effects of forskolin in isolated guinea pig hearts',
  },
  {
    doi: '10.1002/pmic.200400956',
    type: 'article-journal',
    typed: {
      authors: ['Cramer, R.', 'Corless, S.'],
      year: 2005,
      title:
        'Liquid ultraviolet matrix-assisted laser desorption/ionization–mass spectrometry for automated proteomic analysis',
      container: 'Proteomics',
      volume: '5',
      issue: '2',
      pages: '360–370',
    },
    nearMiss: { field: 'volume', value: '6' },
    invented: 'Ionic liquid matrices for quantitative MALDI of peptides',
  },
  {
    doi: '10.1007/s00120-007-1345-2',
    type: 'article-journal',
    typed: {
      authors: ['Lehsnau, M.'],
      year: 2007,
      title:
        'Penisverletzung durch eine Moulinette: Folge einer autoerotischen Selbstverstümmelung [Penile injury caused by a Moulinette: Result of autoerotic self-mutilation]',
      container: 'Der Urologe',
      volume: '46',
      issue: '7',
      pages: '776–779',
    },
    nearMiss: { field: 'year', year: 2008 },
    invented: 'Genitalverletzungen im Kindesalter [Genital injuries in childhood]',
  },
  {
    doi: '10.1080/19420889.2017.1395120',
    type: 'article-journal',
    typed: {
      authors: ['Medina, R.', 'Richly, H.'],
      year: 2017,
      title: 'The dire side of autophagy in aging: Lessons from C. elegans',
      container: 'Communicative & Integrative Biology',
      volume: '11',
      issue: '1',
      pages: 'e1395120',
    },
    nearMiss: { field: 'author', authors: ['Molina, R.', 'Richly, H.'] },
    invented: 'Histone ubiquitination and the DNA damage response in C. elegans',
  },
  {
    doi: '10.1016/0091-3057(84)90081-9',
    type: 'article-journal',
    typed: {
      year: 1984,
      title: 'Trichloroethylene: Possible opioid involvement',
      container: 'Pharmacology Biochemistry and Behavior',
      volume: '20',
      issue: '6',
      pages: '994',
    },
    nearMiss: { field: 'pages', value: '949' },
    invented: 'Toluene: Possible dopaminergic involvement',
  },
  {
    doi: '10.1037/emo0001311.supp',
    type: 'article-journal',
    typed: {
      year: 2024,
      title:
        'Supplemental material for examining situational differences in momentary emotion differentiation and emotional clarity in everyday life',
      container: 'Emotion',
    },
    nearMiss: { field: 'year', year: 2022 },
    invented: 'Supplemental material for emotion regulation strategies in daily life',
  },
  {
    doi: '10.1109/icc.2012.6364122',
    type: 'paper-conference',
    typed: {
      authors: ['Smith, G.', 'Lochin, E.', 'Lacan, J.', 'Boreli, R.'],
      year: 2012,
      title:
        'Memory and complexity analysis of on-the-fly coding schemes for multimedia multicast communications',
      container: '2012 IEEE International Conference on Communications (ICC)',
      pages: '2070–2074',
    },
    nearMiss: { field: 'doi', value: 'https://doi.org/10.1109/icc.2012.6364221' },
    invented: 'On-the-fly erasure coding for delay-tolerant satellite links',
  },
  {
    doi: '10.2991/icismme-15.2015.92',
    type: 'paper-conference',
    typed: {
      authors: ['Zhang, S.', 'Du, L.', 'Huang, Y.', 'Zhang, G.', 'Gao, J.', 'Huang, W.', 'Tao, X.'],
      year: 2015,
      title:
        'The element disturbed equation of dissimilar material for the analysis of duality disturbance',
      container:
        'Proceedings of the First International Conference on Information Sciences, Machinery, Materials and Energy',
    },
    nearMiss: {
      field: 'author',
      authors: ['Zhang, S.', 'Du, L.', 'Huang, Y.', 'Zheng, G.', 'Gao, J.', 'Huang, W.', 'Tao, X.'],
    },
    invented: 'Finite element analysis of interface cracks in bimaterial plates',
  },
  {
    doi: '10.1002/pssc.201200953',
    type: 'article-journal',
    typed: {
      authors: [
        'Shevchenko, E. A.',
        'Jmerik, V. N.',
        'Mizerov, A. M.',
        'Nechaev, D. V.',
        'Sitnikova, A. A.',
        'Ivanov, S. V.',
        'Toropov, A. A.',
      ],
      year: 2013,
      title:
        'The quantum-confined Stark effect and localization of charge carriers in AlxGa1-xN/AlyGa1-yN quantum wells with different morphologies',
      container: 'Physica Status Solidi (C)',
      volume: '10',
      issue: '3',
      pages: '319–322',
    },
    nearMiss: { field: 'year', year: 2012 },
    invented: 'Deep-ultraviolet emission from AlGaN quantum wells grown by plasma-assisted MBE',
  },
];

/** An invented work: the record's real names, year and journal, another title, nothing else. */
const inventedUnder = ({ typed, invented }: CaseSource): TypedReference => ({
  ...(typed.authors ? { authors: typed.authors } : {}),
  ...(typed.editors ? { editors: typed.editors } : {}),
  year: typed.year,
  title: invented,
  ...(typed.container ? { container: typed.container } : {}),
});

function casesOf(source: CaseSource, index: number): VerdictCase[] {
  const heldOut = index % 2 === 1;
  const base = { recordDoi: source.doi, heldOut };
  const nearMiss = withNearMiss(source.typed, source.nearMiss);
  return [
    {
      ...base,
      name: `typed ${source.doi}`,
      kind: 'typed',
      entry: toCsl(`typed-${index}`, source.type, source.typed),
      expected: 'verified',
      changedField: null,
    },
    {
      ...base,
      name: `near miss (${source.nearMiss.field}) ${source.doi}`,
      kind: 'near_miss',
      entry: toCsl(`near-${index}`, source.type, nearMiss),
      expected: 'needs_review',
      changedField: source.nearMiss.field,
    },
    {
      ...base,
      name: `invented "${source.invented}" under ${source.doi}`,
      kind: 'invented',
      entry: toCsl(`invented-${index}`, source.type, inventedUnder(source)),
      expected: 'not_verified',
      changedField: null,
    },
  ];
}

export const verdictCases: readonly VerdictCase[] = SOURCES.flatMap(casesOf);
