import type { EntityManager } from '@mikro-orm/postgresql';
import { MilestoneEntity, type Milestone } from '@receipts/db';
import type { milestoneCreateInput } from '@receipts/domain';
import type { z } from 'zod';
import { notFound } from '../errors.ts';
import { findBookOrThrow } from './books.service.ts';

export async function listMilestones(em: EntityManager, bookId: number): Promise<Milestone[]> {
  await findBookOrThrow(em, bookId);
  return em.find(
    MilestoneEntity,
    { book: bookId },
    { orderBy: { deadline: 'asc nulls last', id: 'asc' } },
  );
}

export async function createMilestone(
  em: EntityManager,
  input: z.output<typeof milestoneCreateInput>,
): Promise<Milestone> {
  const book = await findBookOrThrow(em, input.bookId);
  const milestone = em.create(MilestoneEntity, {
    book,
    title: input.title,
    description: input.description ?? null,
    deadline: input.deadline ?? null,
  });
  await em.flush();
  return milestone;
}

export async function setMilestoneCompleted(
  em: EntityManager,
  id: number,
  completed: boolean,
): Promise<Milestone> {
  const milestone = await em.findOne(MilestoneEntity, { id });
  if (!milestone) throw notFound('Milestone');
  milestone.completed = completed;
  await em.flush();
  return milestone;
}
