import { countWords } from '@receipts/domain';
import {
  assembleAssessment,
  checkPrimeDirective,
  checkRewrite,
  EEAT_CRITERIA,
  type ChapterBlock,
  type EeatCriterion,
  type PrimeDirectiveViolation,
} from '@receipts/domain/ai';
import { docToHtml, htmlToDoc, sanitizeChapterHtml } from '@receipts/editor/server';
import { badGateway } from '../../errors.ts';
import {
  analysisHeader,
  type AiEngine,
  type ChapterToScore,
  type ModelEngineName,
} from './ai-engine.ts';
import type { JsonModelClient } from './model-client.ts';
import {
  ANALYSIS_HEADINGS,
  ANALYSIS_INSTRUCTIONS,
  analysisReply,
  analysisReplyJsonSchema,
  formatReply,
  formatReplyJsonSchema,
  FORMAT_INSTRUCTIONS,
  scoreReply,
  scoreReplyJsonSchema,
  SCORE_INSTRUCTIONS,
  type ScoreReply,
} from './model-replies.ts';

export interface ModelEngineOptions {
  /** A chapter longer than this is sent in sections of at most this many words. */
  sectionWords?: number;
}

/** Words per request: well inside the model's input, and a formatted section fits its output. */
export const DEFAULT_SECTION_WORDS = 20_000;

const blockText = (block: ChapterBlock) =>
  block.kind === 'heading'
    ? `${'#'.repeat(block.level ?? 2)} ${block.text}`
    : block.kind === 'list-item'
      ? `- ${block.text}`
      : block.text;

/** Consecutive runs of items whose word total stays within `limit` (an item longer goes alone). */
function sections<T>(items: readonly T[], words: (item: T) => number, limit: number): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let total = 0;
  for (const item of items) {
    const n = words(item);
    if (current.length > 0 && total + n > limit) {
      out.push(current);
      current = [];
      total = 0;
    }
    current.push(item);
    total += n;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** Sections' criteria combined: points weighted by each section's words, evidence kept per section. */
function combine(
  replies: { reply: ScoreReply; words: number }[],
): Pick<EeatCriterion, 'id' | 'points' | 'evidence' | 'advice'>[] {
  const totalWords = replies.reduce((sum, r) => sum + r.words, 0) || 1;
  return EEAT_CRITERIA.map(({ id }) => {
    const parts = replies.map(({ reply, words }) => ({
      words,
      criterion: reply.criteria.find((c) => c.id === id)!,
    }));
    const points = parts.reduce((sum, p) => sum + p.criterion.points * p.words, 0) / totalWords;
    const weakest = parts.reduce((a, b) => (b.criterion.points < a.criterion.points ? b : a));
    const evidence =
      parts.length === 1
        ? parts[0]!.criterion.evidence
        : parts.map((p, i) => `Section ${i + 1}: ${p.criterion.evidence}`).join(' ');
    return { id, points, evidence, advice: weakest.criterion.advice };
  });
}

type Finding = Omit<PrimeDirectiveViolation, 'foundBy'>;
const comparable = (passage: string) =>
  passage
    .replace(/[\s…]+/g, ' ')
    .trim()
    .toLowerCase();
/**
 * The same passage: equal, or one quotes the other (a model may quote a clause, the rules a
 * sentence); a quotation of a few words ("Jews") is too short to say.
 */
const samePassage = (a: string, b: string) => {
  const [x, y] = [comparable(a), comparable(b)];
  const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x];
  return x === y || (shorter.length >= 15 && longer.includes(shorter));
};

/** The model's findings and the rules', one violation per passage, each naming who found it. */
export function mergeViolations(
  engine: ModelEngineName,
  model: Finding[],
  rules: Finding[],
): PrimeDirectiveViolation[] {
  const merged: PrimeDirectiveViolation[] = model.map((v) => ({ ...v, foundBy: [engine] }));
  for (const finding of rules) {
    const same = merged.find((v) => samePassage(v.passage, finding.passage));
    if (same) same.foundBy = ['rules', engine];
    else merged.push({ ...finding, foundBy: ['rules'] });
  }
  return merged;
}

/** Adds the counts of identical change kinds ("Curly quotes: 3" + "Curly quotes: 4"). */
function mergeChanges(lists: string[][]): string[] {
  const counts = new Map<string, number | null>();
  for (const line of lists.flat()) {
    const match = /^(.*?):\s*(\d+)$/.exec(line.trim());
    const label = match ? match[1]! : line.trim();
    const previous = counts.get(label);
    counts.set(label, match ? (previous ?? 0) + Number(match[2]) : (previous ?? null));
  }
  return [...counts].map(([label, n]) => (n === null ? label : `${label}: ${n}`));
}

/**
 * E-E-A-T scoring, formatting and draft analysis by a language model (Gemini or an OpenAI-compatible
 * server, behind `JsonModelClient`), with the offline rules standing behind the model's Prime
 * Directive findings and the editor schema and rewrite check behind its formatting.
 */
export function createModelEngine(
  name: ModelEngineName,
  client: JsonModelClient,
  options: ModelEngineOptions = {},
): AiEngine {
  const sectionWords = options.sectionWords ?? DEFAULT_SECTION_WORDS;

  async function scoreSection(
    chapter: ChapterToScore,
    blocks: ChapterBlock[],
    index: number,
    count: number,
  ) {
    const text = blocks.map(blockText).join('\n\n');
    const prompt = [
      `Chapter: ${chapter.title}${count > 1 ? ` (section ${index + 1} of ${count}; score this section on its own)` : ''}`,
      `Citation table: ${chapter.citationRecords.total} recorded, ${chapter.citationRecords.verified} verified against a scholarly index.`,
      `Target length of the whole chapter: ${chapter.targetWords ?? 'unknown'} words.`,
      '',
      text,
    ].join('\n');
    const reply = await client.generateJson({
      system: SCORE_INSTRUCTIONS,
      prompt,
      jsonSchema: scoreReplyJsonSchema,
      schema: scoreReply,
    });
    return { reply, words: countWords(text) };
  }

  return {
    name,

    async scoreEeat(chapter) {
      const parts = sections(chapter.blocks, (b) => countWords(b.text), sectionWords);
      const replies: { reply: ScoreReply; words: number }[] = [];
      // One section at a time: a long chapter should not burst the key's rate limit.
      for (const [i, blocks] of parts.entries()) {
        replies.push(await scoreSection(chapter, blocks, i, parts.length));
      }
      // The explicit rule set stands behind the model: a finding of either flags the chapter, and
      // each violation says which engine found it.
      const rules = checkPrimeDirective(chapter.blocks.map((b) => b.text).join('\n\n')).findings;
      const violations = mergeViolations(
        name,
        replies.flatMap((r) => r.reply.violations),
        rules.map((f) => ({
          passage: f.passage,
          category: f.category,
          group: f.group,
          reason: f.explanation,
        })),
      );
      return assembleAssessment(combine(replies), violations);
    },

    async formatChapter(html) {
      const blocks: { html: string; words: number }[] = [];
      htmlToDoc(html).forEach((block) =>
        blocks.push({
          html: docToHtml(block.type.schema.topNodeType.create(null, block)),
          words: countWords(block.textContent),
        }),
      );
      const parts = sections(blocks, (b) => b.words, sectionWords);
      const formatted: string[] = [];
      const changes: string[][] = [];
      for (const part of parts) {
        const reply = await client.generateJson({
          system: FORMAT_INSTRUCTIONS,
          prompt: part.map((b) => b.html).join(''),
          jsonSchema: formatReplyJsonSchema,
          schema: formatReply,
        });
        formatted.push(reply.html);
        changes.push(reply.changesApplied);
      }
      // The model's HTML goes through the editor schema, then must keep every word and citation.
      const before = sanitizeChapterHtml(html);
      const after = sanitizeChapterHtml(formatted.join(''));
      const check = checkRewrite(before.text, after.text);
      if (!check.ok) throw badGateway(`${client.label}'s formatting was refused: ${check.reason}`);
      return { html: after.html, changesApplied: mergeChanges(changes) };
    },

    async analyzeDraft(plan) {
      const reply = await client.generateJson({
        system: ANALYSIS_INSTRUCTIONS,
        prompt: JSON.stringify(plan, null, 2),
        jsonSchema: analysisReplyJsonSchema,
        schema: analysisReply,
      });
      const sections = (Object.keys(ANALYSIS_HEADINGS) as (keyof typeof ANALYSIS_HEADINGS)[])
        .filter((part) => reply[part].length > 0)
        .map(
          (part) =>
            `${ANALYSIS_HEADINGS[part]}:\n${reply[part].map((item) => `- ${item}`).join('\n')}`,
        );
      return [analysisHeader(name), `Draft analysis of "${plan.title}"`, ...sections].join('\n\n');
    },
  };
}
