import { router } from '../../trpc/init.ts';
import { create } from './create.ts';
import { remove } from './delete.ts';
import { figureCaptionsByBook } from './figure-captions-by-book.ts';
import { format } from './format.ts';
import { get } from './get.ts';
import { latestEeat } from './latest-eeat.ts';
import { listByBook } from './list-by-book.ts';
import { reorder } from './reorder.ts';
import { restoreRevision, revision, revisionDiff, revisionPage, revisions } from './revisions.ts';
import { scoreEeat } from './score-eeat.ts';
import { summariesByBook } from './summaries-by-book.ts';
import { update } from './update.ts';

export const chaptersRouter = router({
  listByBook,
  summariesByBook,
  figureCaptionsByBook,
  reorder,
  get,
  create,
  update,
  delete: remove,
  revisions,
  revisionPage,
  revision,
  restoreRevision,
  revisionDiff,
  format,
  scoreEeat,
  latestEeat,
});
