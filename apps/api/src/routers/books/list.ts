import { bookSchema } from '@receipts/domain';
import { z } from 'zod';
import { listBooks } from '../../services/books.service.ts';
import { toBook } from '../../services/dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const list = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/books',
      tags: ['books'],
      summary: 'Books in dashboard order',
      protect: true,
    },
  })
  .input(z.void())
  .output(z.array(bookSchema))
  .query(async ({ ctx }) => (await listBooks(ctx.em)).map(toBook));
