import type { CslItem, CslName } from '../csl-item.ts';
import { dateParts, firstText, isObject, text, texts, type Json } from './crossref-json.ts';
import { cslPlainText, toCslRichText } from './rich-text.ts';

/** Crossref's work types → CSL's (Crossref's own list, https://api.crossref.org/types). */
const CSL_TYPES: Record<string, string> = {
  'journal-article': 'article-journal',
  'proceedings-article': 'paper-conference',
  'book-chapter': 'chapter',
  'book-section': 'chapter',
  'book-part': 'chapter',
  'reference-entry': 'entry',
  book: 'book',
  monograph: 'book',
  'edited-book': 'book',
  'reference-book': 'book',
  'book-set': 'book',
  'book-series': 'book',
  report: 'report',
  'report-component': 'report',
  'posted-content': 'article',
  dissertation: 'thesis',
  dataset: 'dataset',
  standard: 'standard',
  'peer-review': 'review',
};

function name(person: Json): CslName | null {
  const family = text(person.family);
  const given = text(person.given);
  const suffix = text(person.suffix);
  if (family) {
    return { family, ...(given ? { given } : {}), ...(suffix ? { suffix } : {}) };
  }
  // An organisation ("World Health Organization") comes as `name`; a lone given name is kept too.
  const literal = text(person.name) ?? given;
  return literal ? { literal } : null;
}

const names = (value: unknown): CslName[] =>
  Array.isArray(value)
    ? value
        .filter(isObject)
        .map(name)
        .filter((item) => item !== null)
    : [];

/**
 * A title and its subtitle as APA writes them: "Main: Subtitle", or "Main? Subtitle" when the main
 * title already ends in a question or exclamation mark. A subtitle the title already holds (some
 * publishers deposit both) is not repeated.
 */
function withSubtitle(main: string, subtitle: string | undefined): string {
  const sub = subtitle ? toCslRichText(subtitle) : '';
  const plainSub = cslPlainText(sub).toLowerCase();
  if (!plainSub || cslPlainText(main).toLowerCase().includes(plainSub)) return main;
  return /[?!:.]$/u.test(cslPlainText(main)) ? `${main} ${sub}` : `${main}: ${sub}`;
}

/**
 * The work's title. Crossref lists a translated title after the original one (`title[1]`, with
 * `subtitle[1]`); APA 7 writes the translation in square brackets after the original, and so does
 * this: "Penisverletzung durch eine Moulinette: Folge … [Penile injury caused by a Moulinette: …]".
 */
function fullTitle(work: Json): string | null {
  const titles = texts(work.title).map(toCslRichText);
  const subtitles = texts(work.subtitle);
  const [main, ...translations] = titles;
  if (!main) return null;
  // One title with several subtitles: they all belong to it.
  const own = translations.length === 0 ? subtitles.join(': ') || undefined : subtitles[0];
  const original = withSubtitle(main, own);
  if (translations.length === 0) return original;
  const translated = translations.map((title, index) => withSubtitle(title, subtitles[index + 1]));
  return `${original} [${translated.join('; ')}]`;
}

const cslDate = (parts: number[] | null) => (parts ? { 'date-parts': [parts] } : undefined);

/**
 * The year APA 7 prints: the issue's (print) date when the work is in one, else Crossref's
 * `issued` (its earliest date), else the online, posted or created date. The online date is kept
 * apart as `available-date` so a judge can accept either year of a print/online pair.
 */
function dates(work: Json): Pick<CslItem, 'issued'> & { 'available-date'?: unknown } {
  const print = dateParts(work['published-print']);
  const online = dateParts(work['published-online']);
  const issued =
    print ??
    dateParts(work.issued) ??
    online ??
    dateParts(work.posted) ??
    dateParts(work.published) ??
    dateParts(work.created);
  const availableDate = online && online[0] !== issued?.[0] ? cslDate(online) : undefined;
  return {
    ...(issued ? { issued: cslDate(issued) } : {}),
    ...(availableDate ? { 'available-date': availableDate } : {}),
  };
}

/** Types whose Crossref `container-title` lists a series before the book or proceedings. */
const IN_SERIES = new Set(['chapter', 'paper-conference', 'entry']);

/**
 * The book, proceedings or journal a work is in, and the series apart: Crossref lists a chapter's
 * series before its book (["ACS Symposium Series", "Enzymes in Food and Beverage Processing"]),
 * and gives a book's series as its only container-title, which APA does not print.
 */
function containers(work: Json, type: string): { container: string | null; series: string | null } {
  const titles = texts(work['container-title']).map(toCslRichText);
  if (type === 'book') return { container: null, series: titles[0] ?? null };
  if (IN_SERIES.has(type) && titles.length > 1) {
    return { container: titles.at(-1) ?? null, series: titles[0] ?? null };
  }
  return { container: titles[0] ?? null, series: null };
}

/** Only the fields that are present: CSL-JSON leaves out what it does not know. */
function present(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) =>
        value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/**
 * One Crossref REST work (the `message` of /works/{doi}, or an item of a search) as CSL-JSON, the
 * stored form of a book's entries. Titles keep their italics as CSL rich text (`<i>`); names are
 * `family`/`given`, or `literal` for an organisation; the DOI is lower case.
 */
export function crossrefWorkToCsl(work: unknown): CslItem {
  const item: Json = isObject(work) ? work : {};
  const doi = text(item.DOI)?.toLowerCase() ?? null;
  const type = CSL_TYPES[text(item.type) ?? ''] ?? 'article';
  const originalTitle = firstText(item['original-title']);
  const shortContainer = firstText(item['short-container-title']);
  const { container, series } = containers(item, type);
  return {
    id: doi ?? text(item.URL) ?? 'crossref-work',
    type,
    ...present({
      author: names(item.author),
      editor: names(item.editor),
      translator: names(item.translator),
      title: fullTitle(item),
      'original-title': originalTitle ? toCslRichText(originalTitle) : null,
      'container-title': container,
      'container-title-short': shortContainer,
      'collection-title': series,
      volume: text(item.volume),
      issue: text(item.issue),
      page: text(item.page),
      // APA 7 writes an article number where the pages would be ("Article 140501").
      number: text(item['article-number']),
      publisher: text(item.publisher),
      'publisher-place': text(item['publisher-location']),
      edition: text(item['edition-number']),
      ISSN: texts(item.ISSN)[0] ?? null,
      ISBN: texts(item.ISBN)[0] ?? null,
      DOI: doi,
      URL: text(item.URL) ?? (doi ? `https://doi.org/${doi}` : null),
    }),
    ...dates(item),
  };
}
