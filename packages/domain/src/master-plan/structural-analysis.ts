import { DEFAULT_TARGET_WORD_COUNT } from '../constants.ts';
import { plural } from '../plural.ts';
import type { MasterPlan } from './master-plan.ts';

/** Below this many words per planned chapter a chapter is short for a non-fiction book. */
const SHORT_CHAPTER_WORDS = 2000;
/** Above this, a chapter is long enough that splitting it is worth considering. */
const LONG_CHAPTER_WORDS = 8000;

function found(plan: MasterPlan): string[] {
  const lines = [`Title: ${plan.title}`];
  if (plan.subtitle) lines.push(`Subtitle: ${plan.subtitle}`);
  if (plan.authorName) lines.push(`Author: ${plan.authorName}`);
  if (plan.deadline) lines.push(`Deadline: ${plan.deadline}`);
  if (plan.isbn) lines.push(`ISBN: ${plan.isbn}`);
  if (plan.seriesName) {
    lines.push(
      `Series: ${plan.seriesName}${plan.seriesNumber !== null ? `, Book ${plan.seriesNumber}` : ''}`,
    );
  }
  if (plan.genre) lines.push(`Genre: ${plan.genre}`);
  if (plan.targetWordCount !== null) {
    lines.push(`Target word count: ${plan.targetWordCount.toLocaleString('en-US')}`);
  }
  if (plan.targetChapterCount !== null) lines.push(`Target chapters: ${plan.targetChapterCount}`);
  lines.push(`Chapters listed: ${plan.chapters.length}`);
  lines.push(`Milestones listed: ${plan.milestones.length}`);
  return lines;
}

function missing(plan: MasterPlan): string[] {
  const gaps: string[] = [];
  if (!plan.description) gaps.push('a description or synopsis');
  if (!plan.genre) gaps.push('a genre from the house list');
  if (plan.targetWordCount === null) {
    gaps.push(
      `a target word count (the default of ${DEFAULT_TARGET_WORD_COUNT.toLocaleString('en-US')} applies)`,
    );
  }
  if (plan.chapters.length === 0) gaps.push('a chapter list');
  if (plan.milestones.length === 0) gaps.push('milestones');
  if (plan.milestones.length > 0 && plan.milestones.every((m) => m.deadline === null)) {
    gaps.push('milestone dates');
  }
  return gaps;
}

function againstTargets(plan: MasterPlan): string[] {
  const notes: string[] = [];
  const chapters = plan.chapters.length;
  const target = plan.targetChapterCount;
  if (target !== null && chapters > 0 && target !== chapters) {
    notes.push(
      `The plan targets ${plural(target, 'chapter')} but lists ${chapters}: ${
        chapters < target
          ? `${plural(target - chapters, 'chapter')} still to outline`
          : `${plural(chapters - target, 'chapter')} more than the target`
      }.`,
    );
  } else if (target !== null && chapters === target) {
    notes.push(`The chapter list matches the target of ${plural(target, 'chapter')}.`);
  }
  const words = plan.targetWordCount;
  const count = chapters || target || 0;
  if (words !== null && count > 0) {
    const perChapter = Math.round(words / count);
    const verdict =
      perChapter < SHORT_CHAPTER_WORDS
        ? 'short chapters; consider fewer, fuller ones'
        : perChapter > LONG_CHAPTER_WORDS
          ? 'long chapters; consider splitting some'
          : 'a workable chapter length';
    notes.push(
      `${words.toLocaleString('en-US')} words over ${plural(count, 'chapter')} is about ${perChapter.toLocaleString('en-US')} words each: ${verdict}.`,
    );
  }
  const duplicates = plan.chapters.filter(
    (title, index) =>
      plan.chapters.findIndex((other) => other.toLowerCase() === title.toLowerCase()) !== index,
  );
  if (duplicates.length > 0) {
    notes.push(`Chapter titles listed twice: ${[...new Set(duplicates)].join(', ')}.`);
  }
  return notes;
}

/**
 * The offline draft analysis of a master plan: what the document states, what it leaves out, and
 * how its chapter list and word count stand against its own targets. Pure: the AI engines can wrap
 * it or replace it.
 */
export function analysePlanStructure(plan: MasterPlan): string {
  const gaps = missing(plan);
  const notes = againstTargets(plan);
  const sections = [
    `Structural analysis of "${plan.title}"`,
    `Found:\n${found(plan)
      .map((line) => `- ${line}`)
      .join('\n')}`,
    gaps.length > 0
      ? `Missing:\n${gaps.map((gap) => `- ${gap}`).join('\n')}`
      : 'Missing: nothing; the plan states every field this analysis looks for.',
  ];
  if (notes.length > 0) {
    sections.push(`Against its targets:\n${notes.map((note) => `- ${note}`).join('\n')}`);
  }
  return sections.join('\n\n');
}
