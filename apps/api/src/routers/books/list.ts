import { bookSchema } from '@receipts/domain';
import { z } from 'zod';
import { listBooks } from '../../services/books.service.ts';
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
  .query(({ ctx }) => listBooks(ctx.em));
