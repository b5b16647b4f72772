import { profileFields, profileSchema, profileUpdateInput } from '@receipts/domain';
import { z } from 'zod';
import { toProfile } from '../../services/dto.ts';
import { findProfile, saveProfile, updateProfile } from '../../services/profile.service.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';

const get = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/profile',
      tags: ['profile'],
      summary: "The owner's profile (null before it is first saved)",
      protect: true,
    },
  })
  .input(z.void())
  .output(profileSchema.nullable())
  .query(async ({ ctx }) => {
    const profile = await findProfile(ctx.em);
    return profile ? toProfile(profile) : null;
  });

const create = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/profile',
      tags: ['profile'],
      summary: 'Save the profile when none exists yet',
      protect: true,
    },
  })
  .input(profileFields)
  .output(profileSchema)
  .mutation(async ({ ctx, input }) => toProfile(await saveProfile(ctx.em, input)));

const update = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/profile/{id}',
      tags: ['profile'],
      summary: 'Update the profile',
      protect: true,
    },
  })
  .input(profileUpdateInput)
  .output(profileSchema)
  .mutation(async ({ ctx, input: { id, ...fields } }) =>
    toProfile(await updateProfile(ctx.em, id, fields)),
  );

export const profileRouter = router({ get, create, update });
