/**
 * TEMPORARY: the shape of the API router, written from the procedure list until
 * apps/api/src/router-type.ts lands. Only its type is used (never bundled). Delete this file and
 * point app-router.ts at '@receipts/api' once the real type exists.
 */
import { initTRPC } from '@trpc/server';
import {
  authStatusSchema,
  bookCreateInput,
  bookIdInput,
  bookReorderInput,
  bookSchema,
  bookUpdateInput,
  chapterCreateInput,
  chapterIdInput,
  chapterSchema,
  chapterUpdateInput,
  citationSchema,
  eeatLogSchema,
  loginInput,
  loginResultSchema,
  milestoneCreateInput,
  milestoneSchema,
  milestoneUpdateInput,
  profileFields,
  profileSchema,
  profileUpdateInput,
} from '@receipts/domain';

const t = initTRPC.create();
const p = t.procedure;
const success = loginResultSchema;

const _stubRouter = t.router({
  auth: t.router({
    status: p.output(authStatusSchema).query(() => undefined as never),
    login: p.input(loginInput).output(loginResultSchema).mutation(() => ({ success: false })),
    logout: p.output(success).mutation(() => ({ success: true })),
  }),
  profile: t.router({
    get: p.output(profileSchema.nullable()).query(() => undefined as never),
    create: p.input(profileFields).output(profileSchema).mutation(() => undefined as never),
    update: p.input(profileUpdateInput).output(profileSchema).mutation(() => undefined as never),
  }),
  books: t.router({
    list: p.output(bookSchema.array()).query(() => undefined as never),
    create: p.input(bookCreateInput).output(bookSchema).mutation(() => undefined as never),
    reorder: p.input(bookReorderInput).output(success).mutation(() => undefined as never),
    get: p.input(bookIdInput).output(bookSchema).query(() => undefined as never),
    update: p.input(bookUpdateInput).output(bookSchema).mutation(() => undefined as never),
    delete: p.input(bookIdInput).output(success).mutation(() => undefined as never),
  }),
  chapters: t.router({
    listByBook: p.input(bookIdInput).output(chapterSchema.array()).query(() => undefined as never),
    create: p.input(chapterCreateInput).output(chapterSchema).mutation(() => undefined as never),
    get: p.input(chapterIdInput).output(chapterSchema).query(() => undefined as never),
    update: p.input(chapterUpdateInput).output(chapterSchema).mutation(() => undefined as never),
    delete: p.input(chapterIdInput).output(success).mutation(() => undefined as never),
  }),
  milestones: t.router({
    listByBook: p.input(bookIdInput).output(milestoneSchema.array()).query(() => undefined as never),
    create: p.input(milestoneCreateInput).output(milestoneSchema).mutation(() => undefined as never),
    update: p.input(milestoneUpdateInput).output(milestoneSchema).mutation(() => undefined as never),
  }),
  citations: t.router({
    listByBook: p.input(bookIdInput).output(citationSchema.array()).query(() => undefined as never),
  }),
  eeatLogs: t.router({
    list: p.output(eeatLogSchema.array()).query(() => undefined as never),
  }),
});

export type StubAppRouter = typeof _stubRouter;
