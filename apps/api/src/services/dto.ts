import type {
  Book as BookRow,
  Chapter as ChapterRow,
  Milestone as MilestoneRow,
  Citation as CitationRow,
  Profile as ProfileRow,
  EeatLog as EeatLogRow,
  ChapterRevision as RevisionRow,
} from '@receipts/db';
import type {
  Book,
  Chapter,
  FigureNumbering,
  Citation,
  EeatLog,
  Milestone,
  Profile,
  BookStatus,
  ChapterStatus,
  CitationStatus,
  ChapterRevisionSummary,
} from '@receipts/domain';

/** Rows to the API's shapes: the one place where stored columns become response fields. */

const iso = (date: Date) => date.toISOString();

export function toBook(row: BookRow): Book {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle ?? null,
    description: row.description ?? null,
    authorName: row.authorName ?? null,
    targetWordCount: row.targetWordCount,
    currentWordCount: row.currentWordCount,
    status: row.status as BookStatus,
    deadline: row.deadline ?? null,
    coverImageUrl: row.coverImageUrl ?? null,
    displayOrder: row.displayOrder,
    seriesName: row.seriesName ?? null,
    seriesNumber: row.seriesNumber ?? null,
    targetChapterCount: row.targetChapterCount ?? null,
    isbn: row.isbn ?? null,
    edition: row.edition ?? null,
    dedication: row.dedication ?? null,
    genre: row.genre ?? null,
    aiAnalysisLog: row.aiAnalysisLog ?? null,
    figureNumbering: row.figureNumbering as FigureNumbering,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The id of a relation, whether loaded as an entity or read as a plain row's foreign key. */
const refId = (ref: number | { id: unknown }) =>
  typeof ref === 'number' ? ref : (ref.id as number);

export function toChapter(
  row: Omit<ChapterRow, 'book'> & { book: number | { id: unknown } },
): Chapter {
  return {
    id: row.id,
    bookId: refId(row.book),
    title: row.title,
    content: row.content ?? null,
    orderIndex: row.orderIndex,
    wordCount: row.wordCount,
    status: row.status as ChapterStatus,
    notes: row.notes ?? null,
    eeatScore: row.eeatScore ?? null,
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toMilestone(row: MilestoneRow): Milestone {
  return {
    id: row.id,
    bookId: row.book.id as number,
    title: row.title,
    description: row.description ?? null,
    completed: row.completed,
    deadline: row.deadline ?? null,
  };
}

export function toCitation(row: CitationRow): Citation {
  return {
    id: row.id,
    chapterId: row.chapter.id as number,
    citationText: row.citationText,
    inTextCitation: row.inTextCitation ?? null,
    contextSnippet: row.contextSnippet ?? null,
    validationStatus: row.validationStatus as CitationStatus,
    validationErrors: row.validationErrors ?? null,
    autoFixSuggestion: row.autoFixSuggestion ?? null,
    scholarUrl: row.scholarUrl ?? null,
    doi: row.doi ?? null,
  };
}

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    email: row.email ?? null,
    bio: row.bio ?? null,
  };
}

export function toEeatLog(row: EeatLogRow): EeatLog {
  return {
    id: row.id,
    chapterId: row.chapterId ?? null,
    score: row.score,
    breakdown: row.breakdown,
    feedback: row.feedback ?? null,
    chapterTitle: row.chapterTitle ?? null,
    bookId: row.bookId ?? null,
    bookTitle: row.bookTitle ?? null,
    scoredAt: iso(row.scoredAt),
    engine: row.engine,
  };
}

export function toRevisionSummary(
  row: Pick<RevisionRow, 'id' | 'chapter' | 'title' | 'wordCount' | 'reason' | 'createdAt'>,
): ChapterRevisionSummary {
  return {
    id: row.id,
    chapterId: row.chapter.id as number,
    title: row.title,
    wordCount: row.wordCount,
    reason: row.reason,
    createdAt: iso(row.createdAt),
  };
}
