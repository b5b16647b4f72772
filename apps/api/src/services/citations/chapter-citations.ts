import {
  distinctWorks,
  findInTextCitations,
  pairWorksWithEntries,
  parseReferenceEntry,
  sentenceAround,
  type CitedWork,
  type ReferenceEntry,
} from '@receipts/domain';
import { proseText, readChapter, type ChapterLayout, type TextBlock } from './chapter-document.ts';

export interface ChapterWork {
  work: CitedWork;
  /** The reference-list entry describing the work, with its block. */
  entry: { parsed: ReferenceEntry; block: TextBlock } | null;
  /** The sentence of the work's first citation. */
  contextSnippet: string;
}

export interface ChapterCitations {
  layout: ChapterLayout;
  prose: string;
  works: ChapterWork[];
  /** Reference-list entries no citation in the prose points to. */
  listedNotCited: string[];
}

/** The works a chapter cites, each with its reference-list entry when the chapter has one. */
export function readChapterCitations(html: string | null, title = ''): ChapterCitations {
  return citationsOf(readChapter(html, title));
}

/** The works a chapter document cites (as `readChapterCitations`), from its layout. */
export function citationsOf(layout: ChapterLayout): ChapterCitations {
  const { text } = proseText(layout);
  const works = distinctWorks(findInTextCitations(text));
  const entries = (layout.references?.entries ?? []).flatMap((block) => {
    const parsed = parseReferenceEntry(block.text);
    return parsed ? [{ parsed, block }] : [];
  });
  const pairing = pairWorksWithEntries(
    works,
    entries.map((entry) => entry.parsed),
  );
  const blockOf = new Map(entries.map((entry) => [entry.parsed, entry.block]));
  return {
    layout,
    prose: text,
    works: pairing.works.map(({ work, entry }) => ({
      work,
      entry: entry ? { parsed: entry, block: blockOf.get(entry) as TextBlock } : null,
      contextSnippet: sentenceAround(text, work.first.start, work.first.end),
    })),
    listedNotCited: pairing.unlisted.map((entry) => entry.text),
  };
}
