import { messages, type MasterPlan } from '@receipts/domain';
import type { EeatAssessment, EeatChapterInput } from '@receipts/domain/ai';

/** Which engine produced a result; stored with it and shown to the user. */
export type AiEngineName = 'offline' | ModelEngineName;
/** The engines that ask a language model. */
export type ModelEngineName = 'gemini' | 'openai';

export interface ChapterToScore extends EeatChapterInput {
  title: string;
}

export interface FormatResult {
  /** The formatted chapter HTML (the caller stores it through the editor schema). */
  html: string;
  /** One line per change: "Curly quotes: 14". Empty when the text was already at standard. */
  changesApplied: string[];
}

/**
 * The AI features behind one interface: the offline engine (deterministic rules, always available)
 * and Google Gemini (when GEMINI_API_KEY is set). The composition root picks one from the config.
 */
export interface AiEngine {
  readonly name: AiEngineName;
  scoreEeat(chapter: ChapterToScore): Promise<EeatAssessment>;
  formatChapter(html: string): Promise<FormatResult>;
  /** The draft analysis of a master plan (the book's aiAnalysisLog), naming the engine first. */
  analyzeDraft(plan: MasterPlan): Promise<string>;
}

/** The first line of every draft analysis: who wrote it. */
export const analysisHeader = (engine: AiEngineName) => messages.eeatLog.engine(engine);
