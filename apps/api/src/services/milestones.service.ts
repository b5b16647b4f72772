import type { EntityManager } from '@mikro-orm/postgresql';
import { MilestoneEntity, type Milestone } from '@receipts/db';
import type { milestoneCreateInput, MilestoneUpdate } from '@receipts/domain';
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

async function findMilestoneOrThrow(em: EntityManager, id: number): Promise<Milestone> {
  const milestone = await em.findOne(MilestoneEntity, { id });
  if (!milestone) throw notFound('Milestone');
  return milestone;
}

/** Changes the fields the update names (completed, title, description, deadline) and no others. */
export async function updateMilestone(
  em: EntityManager,
  { id, ...changes }: MilestoneUpdate,
): Promise<Milestone> {
  const milestone = await findMilestoneOrThrow(em, id);
  if (changes.completed !== undefined) milestone.completed = changes.completed;
  if (changes.title !== undefined) milestone.title = changes.title;
  if (changes.description !== undefined) milestone.description = changes.description;
  if (changes.deadline !== undefined) milestone.deadline = changes.deadline;
  await em.flush();
  return milestone;
}

export async function deleteMilestone(em: EntityManager, id: number): Promise<void> {
  em.remove(await findMilestoneOrThrow(em, id));
  await em.flush();
}
