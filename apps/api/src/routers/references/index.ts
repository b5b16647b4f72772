import { router } from '../../trpc/init.ts';
import { addDoi } from './add-doi.ts';
import { importFile } from './import-file.ts';
import { list } from './list.ts';
import { remove } from './remove.ts';

/** The book's bibliography (issue #21): entries from chapters, files and DOIs. */
export const referencesRouter = router({ list, importFile, addDoi, remove });
