import { authRouter } from './routers/auth/index.ts';
import { backupRouter } from './routers/backup/index.ts';
import { booksRouter } from './routers/books/index.ts';
import { chaptersRouter } from './routers/chapters/index.ts';
import { citationsRouter } from './routers/citations/index.ts';
import { eeatLogsRouter } from './routers/eeat-logs/index.ts';
import { goalsRouter } from './routers/goals/index.ts';
import { jobsRouter } from './routers/jobs/index.ts';
import { milestonesRouter } from './routers/milestones/index.ts';
import { profileRouter } from './routers/profile/index.ts';
import { settingsRouter } from './routers/settings/index.ts';
import { referencesRouter } from './routers/references/index.ts';
import { searchRouter } from './routers/search/index.ts';
import { trashRouter } from './routers/trash/index.ts';
import { tokensRouter } from './routers/tokens/index.ts';
import { router } from './trpc/init.ts';

export const appRouter = router({
  auth: authRouter,
  profile: profileRouter,
  books: booksRouter,
  chapters: chaptersRouter,
  milestones: milestonesRouter,
  citations: citationsRouter,
  references: referencesRouter,
  eeatLogs: eeatLogsRouter,
  jobs: jobsRouter,
  backup: backupRouter,
  tokens: tokensRouter,
  settings: settingsRouter,
  search: searchRouter,
  trash: trashRouter,
  goals: goalsRouter,
});

export type AppRouter = typeof appRouter;
