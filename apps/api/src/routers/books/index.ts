import { router } from '../../trpc/init.ts';
import { analyzeDraft } from './analyze-draft.ts';
import { create } from './create.ts';
import { remove } from './delete.ts';
import { exportLink } from './export-link.ts';
import { get } from './get.ts';
import { list } from './list.ts';
import { reorder } from './reorder.ts';
import { update } from './update.ts';

export const booksRouter = router({
  list,
  get,
  create,
  update,
  delete: remove,
  reorder,
  exportLink,
  analyzeDraft,
});
