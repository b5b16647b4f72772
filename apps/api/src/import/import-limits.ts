import { plural, type MasterPlan } from '@receipts/domain';
import { AppError } from '../errors.ts';

/**
 * The most a master plan or a chapter import may create in one upload (docs/decisions/input-limits.md):
 * a book of 200 chapters or with 200 milestones is already far beyond any real plan, and each
 * created row costs the one transaction that holds the book. A larger document is refused (422)
 * before anything is analysed or stored.
 */
export const IMPORT_LIMITS = { planChapters: 200, planMilestones: 200, importedChapters: 200 };

const refuse = (what: string, count: number, max: number) =>
  new AppError(
    422,
    `The document has ${plural(count, what)}; an upload may create at most ${max}. Nothing was imported`,
  );

export function checkPlanSize(plan: Pick<MasterPlan, 'chapters' | 'milestones'>): void {
  if (plan.chapters.length > IMPORT_LIMITS.planChapters) {
    throw refuse('chapter', plan.chapters.length, IMPORT_LIMITS.planChapters);
  }
  if (plan.milestones.length > IMPORT_LIMITS.planMilestones) {
    throw refuse('milestone', plan.milestones.length, IMPORT_LIMITS.planMilestones);
  }
}

export function checkImportedChapterCount(count: number): void {
  if (count > IMPORT_LIMITS.importedChapters) {
    throw refuse('chapter', count, IMPORT_LIMITS.importedChapters);
  }
}
