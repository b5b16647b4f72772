import { scoreEeatOffline } from '@receipts/domain/ai';
import { analysePlanStructure } from '@receipts/domain';
import { formatChapterHtml } from '@receipts/editor/server';
import { analysisHeader, type AiEngine } from './ai-engine.ts';

/**
 * The built-in engine: E-E-A-T from measurable signals of the text and the citation table, the
 * PE-standards formatter, and the structural analysis of a master plan. Deterministic and local:
 * the same chapter always gets the same result, and nothing leaves the server.
 */
export function createOfflineEngine(): AiEngine {
  return {
    name: 'offline',
    scoreEeat: async (chapter) => scoreEeatOffline(chapter),
    formatChapter: async (html) => {
      const { html: formatted, changesApplied } = formatChapterHtml(html);
      return { html: formatted, changesApplied };
    },
    analyzeDraft: async (plan) => `${analysisHeader('offline')}\n\n${analysePlanStructure(plan)}`,
  };
}
