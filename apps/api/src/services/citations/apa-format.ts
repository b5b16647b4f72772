import { createRequire } from 'node:module';
import type { CrossrefWork } from '../../adapters/crossref/index.ts';

/** The part of @citation-js/core (which ships no type declarations) that this app uses. */
interface CiteInstance {
  format(
    style: 'bibliography',
    options: { format: 'text' | 'html'; template: string; lang: string },
  ): string;
}
const require = createRequire(import.meta.url);
const { Cite } = require('@citation-js/core') as { Cite: new (data: unknown) => CiteInstance };
// Registers the CSL formats, APA among them (offline: the style ships with the plugin).
require('@citation-js/plugin-csl');

/** CSL-JSON, the input of citation-js (only the fields this app fills). */
interface CslItem {
  id: string;
  type: string;
  title?: string;
  author?: { given?: string; family: string; 'non-dropping-particle'?: string }[];
  issued?: { 'date-parts': number[][] };
  'container-title'?: string;
  volume?: string;
  issue?: string;
  page?: string;
  publisher?: string;
  DOI?: string;
}

const CSL_TYPES: Record<string, string> = {
  'journal-article': 'article-journal',
  'book-chapter': 'chapter',
  book: 'book',
  monograph: 'book',
  'edited-book': 'book',
  report: 'report',
  'posted-content': 'article',
  'proceedings-article': 'paper-conference',
  dissertation: 'thesis',
};

const PARTICLE =
  /^((?:van|von|de|del|della|der|den|di|da|du|la|le|ter|ten)(?:\s+(?:van|von|de|del|della|der|den|di|da|du|la|le|ter|ten))*)\s+(.+)$/u;

function person(given: string | null, family: string) {
  const particle = PARTICLE.exec(family);
  const name = particle
    ? { family: particle[2] ?? family, 'non-dropping-particle': particle[1] }
    : { family };
  return given ? { given, ...name } : name;
}

/** A Crossref work as CSL-JSON. */
function workToCsl(work: CrossrefWork): CslItem {
  return {
    id: work.doi,
    type: CSL_TYPES[work.type ?? ''] ?? 'article-journal',
    title: work.title,
    author: work.authors.map((author) => person(author.given, author.family)),
    ...(work.year !== null ? { issued: { 'date-parts': [[work.year]] } } : {}),
    ...(work.container ? { 'container-title': work.container } : {}),
    ...(work.volume ? { volume: work.volume } : {}),
    ...(work.issue ? { issue: work.issue } : {}),
    ...(work.page ? { page: work.page } : {}),
    ...(work.publisher && work.type !== 'journal-article' ? { publisher: work.publisher } : {}),
    DOI: work.doi,
  };
}

/** APA 7 reference text from citation-js's CSL APA style (one line per item, in APA order). */
function formatApaReferences(items: readonly CslItem[]): string[] {
  if (items.length === 0) return [];
  const text = new Cite(items).format('bibliography', {
    format: 'text',
    template: 'apa',
    lang: 'en-US',
  });
  return text
    .split('\n')
    .map((line) => line.replace(/\s{2,}/gu, ' ').trim())
    .filter(Boolean);
}

/** One Crossref work's APA 7 reference. */
export function apaReferenceOf(work: CrossrefWork): string {
  return formatApaReferences([workToCsl(work)])[0] ?? '';
}
