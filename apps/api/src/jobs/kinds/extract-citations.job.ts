import { extractBookCitations } from '../../services/citations/extract-citations.service.ts';
import { bookOf, type JobRunner } from './job-runner.ts';

/**
 * Extract All Citations as a job. Each chapter is brought in line with its text in one
 * transaction, so a run after a crash simply starts again from the first chapter.
 */
export const extractCitationsJob: JobRunner = {
  async run({ em, bookId, progress, signal }) {
    const { totalCitations, processedChapters, total, cancelled } = await extractBookCitations(
      em,
      bookOf(bookId),
      { onChapter: (done, all) => progress.report(done, all), signal },
    );
    return {
      done: processedChapters,
      total,
      cancelled,
      result: { totalCitations, processedChapters },
    };
  },
};
