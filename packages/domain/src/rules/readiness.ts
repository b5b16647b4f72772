import {
  MILESTONE_ALL_CHAPTERS_UPLOADED,
  MILESTONE_CITATIONS_REPAIRED_FRAGMENT,
  PUBLICATION_THRESHOLD,
} from '../constants.ts';
import { messages } from '../messages.ts';
import { meetsPublicationThreshold } from './score-bands.ts';

interface ReadinessMilestone {
  title: string;
  completed: boolean;
}

interface ReadinessChapter {
  eeatScore: number | null;
}

export type NextStepId =
  'upload-chapters' | 'run-scoring' | 'improve-chapters' | 'repair-citations' | 'ready';

export interface NextStep {
  id: NextStepId;
  text: string;
}

export interface Readiness<C extends ReadinessChapter> {
  milestonesCompleted: number;
  milestonesTotal: number;
  /** Whole percent of milestones complete (rounded), 0 when there are none. */
  milestonesPercent: number;
  totalChapters: number;
  /** Rounded average over the scored chapters; null (shown as '—') when none is scored. */
  averageEeat: number | null;
  scoredCount: number;
  readyCount: number;
  /** In the order given; callers pass chapters sorted by orderIndex. */
  unscoredChapters: C[];
  belowThresholdChapters: Array<{ chapter: C; score: number }>;
  /** At least one chapter, and every chapter scored at or above the threshold. */
  allChaptersReady: boolean;
  /** At least one milestone, and every milestone complete. */
  allMilestonesComplete: boolean;
  nextSteps: NextStep[];
}

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const titleContains = (title: string, fragment: string) =>
  title.toLowerCase().includes(fragment.toLowerCase());

function isIncomplete(
  milestones: readonly ReadinessMilestone[],
  matches: (title: string) => boolean,
): boolean {
  return milestones.some((m) => matches(m.title) && !m.completed);
}

/** The maths of the work-remaining page (SPEC §2); decisions in docs/decisions/work-remaining.md. */
export function computeReadiness<C extends ReadinessChapter>(
  milestones: readonly ReadinessMilestone[],
  chapters: readonly C[],
): Readiness<C> {
  const milestonesTotal = milestones.length;
  const milestonesCompleted = milestones.filter((m) => m.completed).length;
  const unscoredChapters = chapters.filter((c) => c.eeatScore === null);
  const scores = chapters.flatMap((c) => (c.eeatScore === null ? [] : [c.eeatScore]));
  const belowThresholdChapters = chapters.flatMap((chapter) =>
    chapter.eeatScore !== null && !meetsPublicationThreshold(chapter.eeatScore)
      ? [{ chapter, score: chapter.eeatScore }]
      : [],
  );
  const readyCount = scores.filter((s) => meetsPublicationThreshold(s)).length;
  const allMilestonesComplete = milestonesTotal > 0 && milestonesCompleted === milestonesTotal;

  const steps = messages.workRemaining.steps;
  const nextSteps: NextStep[] = [];
  if (isIncomplete(milestones, (t) => sameTitle(t, MILESTONE_ALL_CHAPTERS_UPLOADED))) {
    nextSteps.push({ id: 'upload-chapters', text: steps.uploadChapters });
  }
  if (unscoredChapters.length > 0) {
    nextSteps.push({ id: 'run-scoring', text: steps.runScoring(unscoredChapters.length) });
  }
  if (belowThresholdChapters.length > 0) {
    nextSteps.push({
      id: 'improve-chapters',
      text: steps.improveChapters(belowThresholdChapters.length, PUBLICATION_THRESHOLD),
    });
  }
  if (isIncomplete(milestones, (t) => titleContains(t, MILESTONE_CITATIONS_REPAIRED_FRAGMENT))) {
    nextSteps.push({ id: 'repair-citations', text: steps.repairCitations });
  }
  if (allMilestonesComplete) nextSteps.push({ id: 'ready', text: steps.ready });

  return {
    milestonesCompleted,
    milestonesTotal,
    milestonesPercent:
      milestonesTotal === 0 ? 0 : Math.round((milestonesCompleted / milestonesTotal) * 100),
    totalChapters: chapters.length,
    averageEeat:
      scores.length === 0 ? null : Math.round(scores.reduce((a, b) => a + b, 0) / scores.length),
    scoredCount: scores.length,
    readyCount,
    unscoredChapters,
    belowThresholdChapters,
    allChaptersReady: chapters.length > 0 && readyCount === chapters.length,
    allMilestonesComplete,
    nextSteps,
  };
}
