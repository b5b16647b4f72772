import { router } from '../../trpc/init.ts';
import { cancel } from './cancel.ts';
import { current } from './current.ts';
import { get } from './get.ts';
import { start } from './start.ts';

/** Long work on a book as durable jobs: start, follow, cancel (see docs/decisions/jobs.md). */
export const jobsRouter = router({ start, current, get, cancel });
