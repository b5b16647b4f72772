/**
 * The list endpoints read their rows with plain SQL that already names each column as the API
 * field it becomes (timestamps formatted as `Date#toISOString` writes them), so a list costs one
 * statement and no ORM mapping: MikroORM's query builder and result mapping took several times as
 * long as the query itself (docs/decisions/api-and-data.md, "List endpoints").
 */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of `book` (as `alias`) named as the fields of the API's Book. */
export const bookColumns = (alias: string) => `
  ${alias}."id", ${alias}."title", ${alias}."subtitle", ${alias}."description", ${alias}."author_name" as "authorName",
  ${alias}."target_word_count" as "targetWordCount", ${alias}."current_word_count" as "currentWordCount",
  ${alias}."status", ${alias}."deadline"::text as "deadline", ${alias}."cover_image_url" as "coverImageUrl",
  ${alias}."display_order" as "displayOrder", ${alias}."series_name" as "seriesName",
  ${alias}."series_number" as "seriesNumber", ${alias}."target_chapter_count" as "targetChapterCount",
  ${alias}."isbn", ${alias}."edition", ${alias}."dedication", ${alias}."genre", ${alias}."ai_analysis_log" as "aiAnalysisLog",
  ${alias}."figure_numbering" as "figureNumbering",
  ${iso(`${alias}."created_at"`)} as "createdAt", ${iso(`${alias}."updated_at"`)} as "updatedAt"`;

/** The columns of `chapter` (as `alias`) but its text: a chapter list's summary of each chapter. */
export const chapterSummaryColumns = (alias: string) => `
  ${alias}."id", ${alias}."book_id" as "bookId", ${alias}."title",
  ${alias}."order_index" as "orderIndex", ${alias}."word_count" as "wordCount", ${alias}."status",
  ${alias}."notes", ${alias}."eeat_score" as "eeatScore", ${alias}."version",
  ${iso(`${alias}."created_at"`)} as "createdAt", ${iso(`${alias}."updated_at"`)} as "updatedAt"`;

/**
 * The `id` attribute of each `<tag …>` of the chapter's text, in document order ('' for none).
 * (`{0,1}`, not `?`: the statement's `?` are its parameters.)
 */
const elementIds = (alias: string, tag: string) => `
  array(select coalesce(substring(m.found[1] from '[[:space:]]id="([^"]*)"'), '')
    from regexp_matches(coalesce(${alias}."content", ''), '<${tag}([[:space:]][^>]*){0,1}>', 'g')
      with ordinality as m(found, n) order by m.n)`;

/**
 * The chapter's figures and tables as its lists and the editor's numbering need them without the
 * text: their ids in document order (how many, for numbers through the book, and which, so a
 * cross-reference to another chapter's figure or table gets its label) and how many figures have
 * no alt text (the readiness view lists them; the export refuses until they have it), read from
 * `<figure id="…" …><img … alt="">` and `<table id="…">` as the editor stores them. The counts are
 * the lengths of the id lists (`withFigureCounts`).
 */
export const figureCountColumns = (alias: string) => `
  ${elementIds(alias, 'figure')} as "figureIds",
  (select count(*)::int from regexp_matches(coalesce(${alias}."content", ''), '<figure[^>]*><img[^>]*[[:space:]]alt="[[:space:]]*"', 'g')) as "figuresWithoutAlt",
  ${elementIds(alias, 'table')} as "tableIds"`;

/** A row of `figureCountColumns` with its counts. */
export const withFigureCounts = <Row extends { figureIds: string[]; tableIds: string[] }>(
  row: Row,
): Row & { figureCount: number; tableCount: number } => ({
  ...row,
  figureCount: row.figureIds.length,
  tableCount: row.tableIds.length,
});

/** The columns of `chapter` (as `alias`) named as the fields of the API's Chapter. */
export const chapterColumns = (alias: string) =>
  `${chapterSummaryColumns(alias)}, ${alias}."content"`;
