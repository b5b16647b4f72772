/**
 * The headings of an E-E-A-T feedback text (written by the scorer's assembleAssessment) and their
 * reader: the page beside the chapter shows the changes that would gain most and the passages that
 * broke the Prime Directive, without the whole text.
 */
export const FEEDBACK_CHANGES_HEADING = 'Changes that would gain most:';
export const FEEDBACK_PASSAGES_HEADING = 'Passages:';

/** The numbered or bulleted lines that follow `heading`, up to the next blank line. */
function linesUnder(feedback: string, heading: string): string[] {
  const lines = feedback.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) return [];
  const items: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.trim()) break;
    items.push(line.replace(/^\s*(?:\d+\.|-)\s*/u, '').trim());
  }
  return items;
}

export interface FeedbackHighlights {
  /** What to do next, largest gain first (at most three). */
  changes: string[];
  /** Quoted passages that broke the Prime Directive, each with why and who found it. */
  violations: string[];
}

export function feedbackHighlights(feedback: string | null | undefined): FeedbackHighlights {
  if (!feedback) return { changes: [], violations: [] };
  return {
    changes: linesUnder(feedback, FEEDBACK_CHANGES_HEADING),
    violations: linesUnder(feedback, FEEDBACK_PASSAGES_HEADING),
  };
}
