import { TEXT_LIMITS, type DocumentMetadata, type MasterPlan } from '@receipts/domain';
import type { Node as PMNode } from 'prosemirror-model';
import { chapterTitleOf, isChapterLine } from './chapter-heading.ts';
import { documentLines, type DocumentLine } from './document-lines.ts';
import {
  readAuthor,
  readDeadline,
  readDescription,
  readGenre,
  readIsbn,
  readMilestone,
  readSeries,
  readSubtitle,
  readTargetChapterCount,
  readTargetWordCount,
  readTitle,
  splitDatedEntries,
} from './plan-fields.ts';

type Section = 'chapters' | 'milestones' | 'description' | 'other';

const SECTION_NAMES: [Section, RegExp][] = [
  [
    'chapters',
    /^(table of contents|contents|chapters|chapter (outline|list|plan|breakdown)|outline)$/i,
  ],
  ['milestones', /^(milestones?|timeline|schedule|deliverables|key dates)$/i],
  ['description', /^(description|synopsis|summary|overview|premise|logline|about( the book)?)$/i],
];
/** Lines longer than this are prose, never a section name or a title. */
const TITLE_MAX_CHARS = 200;

/** The section a line names: a heading, or a short line such as "Milestones:" or "Chapters". */
function sectionOf(line: DocumentLine): Section | null {
  if (line.kind === 'item') return null;
  const name = line.text.replace(/[:.]\s*$/, '').trim();
  for (const [section, pattern] of SECTION_NAMES) if (pattern.test(name)) return section;
  return line.kind === 'heading' ? 'other' : null;
}

interface Reading {
  plan: MasterPlan;
  /** Lines of the chapters section(s), and chapter lines seen anywhere else. */
  sectionChapters: DocumentLine[];
  sectionMilestones: DocumentLine[];
  chapterLines: string[];
  descriptionLines: DocumentLine[];
  looseLines: DocumentLine[];
}

/** A field line ("Genre: …") sets its field and is consumed. */
function readField(text: string, plan: MasterPlan): boolean {
  const subtitle = readSubtitle(text);
  if (subtitle) {
    plan.subtitle ??= subtitle.slice(0, TITLE_MAX_CHARS);
    return true;
  }
  const author = readAuthor(text);
  if (author) {
    plan.authorName ??= author.slice(0, TEXT_LIMITS.name);
    return true;
  }
  const deadline = readDeadline(text);
  if (deadline !== undefined) {
    plan.deadline ??= deadline;
    return true;
  }
  const isbn = readIsbn(text);
  if (isbn) {
    plan.isbn ??= isbn;
    return true;
  }
  const series = readSeries(text);
  if (series) {
    plan.seriesName ??= series.name;
    plan.seriesNumber ??= series.number;
    return true;
  }
  const genre = readGenre(text);
  if (genre || /^genre\s*:/i.test(text)) {
    plan.genre ??= genre;
    return true;
  }
  const chapters = readTargetChapterCount(text);
  if (chapters !== null) {
    plan.targetChapterCount = chapters;
    return true;
  }
  const words = readTargetWordCount(text);
  if (words !== null) {
    plan.targetWordCount = words;
    return true;
  }
  const description = readDescription(text);
  if (description) {
    plan.description = description;
    return true;
  }
  return false;
}

/** Entries of a list section: its sub-headings when it has them, else its items, else its lines. */
function entriesOf(lines: DocumentLine[]): string[] {
  const subHeadings = lines.filter((line) => line.kind === 'heading');
  const items = lines.filter((line) => line.kind === 'item');
  const chosen = subHeadings.length > 0 ? subHeadings : items.length > 0 ? items : lines;
  return chosen.map((line) => line.text);
}

/** Description paragraphs: the lines of one block joined as one text, blocks a blank line apart. */
function descriptionOf(lines: DocumentLine[]): string | null {
  const paragraphs: string[] = [];
  lines.forEach((line, index) => {
    if (index > 0 && lines[index - 1]!.block === line.block) {
      paragraphs[paragraphs.length - 1] += ` ${line.text}`;
    } else paragraphs.push(line.text);
  });
  return paragraphs.join('\n\n') || null;
}

/**
 * Reads a master plan: the title (the document's own, `stated`: Word's Title style or Markdown
 * front matter; else a "Title:" line, else the first heading, else the first line), the fields it
 * states (subtitle, author, deadline, ISBN, "Series: Corporate Receipts, Book 2", "Genre: …",
 * target word and chapter counts, "Description: …"), the description (paragraphs before the first
 * section, or a Description/Synopsis/Premise section, paragraph breaks kept), the chapter list (a
 * Chapters / Table of Contents section, else chapter lines such as "Chapter 3: Circling Back" or
 * "Prologue", else the first numbered list) and the milestone list (a Milestones section; dates in
 * the forms people write them, and one line holding several dated milestones read as several).
 * Headings may be real headings or bold lines.
 */
export function readMasterPlan(
  doc: PMNode,
  fallbackTitle: string,
  stated: DocumentMetadata = {},
): MasterPlan {
  const lines = documentLines(doc);
  const reading: Reading = {
    plan: {
      title: stated.title?.slice(0, TITLE_MAX_CHARS) ?? '',
      subtitle: stated.subtitle?.slice(0, TITLE_MAX_CHARS) ?? null,
      authorName: stated.authorName?.slice(0, TEXT_LIMITS.name) ?? null,
      deadline: stated.deadline ?? null,
      isbn: stated.isbn ?? null,
      description: null,
      seriesName: stated.seriesName ?? null,
      seriesNumber: stated.seriesNumber ?? null,
      genre: null,
      targetWordCount: null,
      targetChapterCount: null,
      chapters: [],
      milestones: [],
    },
    sectionChapters: [],
    sectionMilestones: [],
    chapterLines: [],
    descriptionLines: [],
    looseLines: [],
  };
  const { plan } = reading;
  let section: Section | null = null;
  let titleLine: DocumentLine | null = null;
  let sectionLevel = 0;

  for (const line of lines) {
    const explicitTitle = readTitle(line.text);
    if (explicitTitle) {
      if (!stated.title) plan.title = explicitTitle;
      continue;
    }
    if (!titleLine && !plan.title && line.kind === 'heading') {
      titleLine = line;
      continue;
    }
    const named = sectionOf(line);
    const listed = section === 'chapters' || section === 'milestones';
    // Inside a list section, lower headings (and, for chapters, chapter lines) are its entries.
    const entry =
      listed &&
      line.kind === 'heading' &&
      ((sectionLevel > 0 && line.level > sectionLevel) ||
        (section === 'chapters' && isChapterLine(line.text)));
    if (named && !entry) {
      section = named;
      sectionLevel = line.kind === 'heading' ? line.level : 0;
      if (named !== 'other') continue;
    }
    if (readField(line.text, plan)) continue;
    if (section === 'chapters') reading.sectionChapters.push(line);
    else if (section === 'milestones') reading.sectionMilestones.push(line);
    else if (isChapterLine(line.text)) reading.chapterLines.push(chapterTitleOf(line.text));
    else if (section === 'description' || (section === null && line.kind === 'paragraph')) {
      reading.descriptionLines.push(line);
    } else reading.looseLines.push(line);
  }

  if (!plan.title) {
    const first = titleLine ?? lines.find((line) => line.text.length <= TITLE_MAX_CHARS);
    plan.title = first ? first.text : fallbackTitle;
    // Without a heading, the first line was read as description: it is the title instead.
    if (!titleLine && first && reading.descriptionLines[0] === first) {
      reading.descriptionLines.shift();
    }
  }
  plan.title = plan.title.slice(0, TITLE_MAX_CHARS);
  plan.description ??= descriptionOf(reading.descriptionLines);

  if (reading.sectionChapters.length > 0) {
    plan.chapters = entriesOf(reading.sectionChapters).map(chapterTitleOf);
  } else if (reading.chapterLines.length > 0) {
    plan.chapters = reading.chapterLines;
  } else {
    plan.chapters = reading.looseLines
      .filter((line) => line.kind === 'item' && line.numbered)
      .map((line) => chapterTitleOf(line.text));
  }
  plan.milestones = entriesOf(reading.sectionMilestones)
    .flatMap(splitDatedEntries)
    .map(readMilestone);
  plan.chapters = plan.chapters.map((title) => title.slice(0, TITLE_MAX_CHARS)).filter(Boolean);
  return plan;
}
