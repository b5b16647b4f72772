import { router } from '../../trpc/init.ts';
import { replaceInBookProcedure } from './replace-in-book.ts';
import { searchBookProcedure } from './search-book.ts';

export const searchRouter = router({
  book: searchBookProcedure,
  replace: replaceInBookProcedure,
});
