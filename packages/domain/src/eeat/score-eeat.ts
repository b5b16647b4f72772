import { checkPrimeDirective } from '../prime-directive/check-prime-directive.ts';
import { countWords } from '../rules/word-count.ts';
import { assembleAssessment } from './assemble-assessment.ts';
import { findDois, findReceipts, REFERENCE_HEADING, type Receipt } from './citation-signals.ts';
import type { EeatAssessment, EeatCriterion } from './eeat-assessment.ts';
import {
  ACCUSATION,
  CONNECTIVE_START,
  count,
  DISCLOSURE,
  HEDGING,
  paragraphCoherence,
  SATIRE_DEVICES,
  SYSTEM_VOCABULARY,
} from './text-signals.ts';

export interface ChapterBlock {
  kind: 'heading' | 'paragraph' | 'list-item';
  /** Heading level, 1–6. */
  level?: number;
  text: string;
}

export interface EeatChapterInput {
  blocks: readonly ChapterBlock[];
  /** Rows of the chapter's citation table, and how many of them are verified. */
  citationRecords: { total: number; verified: number };
  /** The book's words per chapter (target words / target chapters); null when unknown. */
  targetWords: number | null;
}

/** Targets the offline scorer reads its points against (stated in the feedback). */
export const OFFLINE_TARGETS = {
  citationsPer1000Words: 5,
  distinctSources: 12,
  dois: 6,
  referenceEntries: 5,
  defaultChapterWords: 4000,
  satireDevicesPer1000Words: 4,
  hedgesPer1000Words: 3,
  systemWordsPer1000Words: 8,
  coherence: 0.12,
  connectiveShare: 0.3,
} as const;

const T = OFFLINE_TARGETS;
const ratio = (value: number, target: number) => (target <= 0 ? 1 : Math.min(1, value / target));
const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

interface Paragraph {
  text: string;
  start: number;
  end: number;
}

interface Signals {
  words: number;
  per1000: (n: number) => number;
  paragraphs: Paragraph[];
  citations: Receipt[];
  distinct: string[];
  dois: string[];
  referenceEntries: number;
  headings: number;
  text: string;
}

function readSignals(blocks: readonly ChapterBlock[]): Signals {
  const paragraphs: Paragraph[] = [];
  let text = '';
  let headings = 0;
  let referenceEntries = 0;
  let inReferences = false;
  for (const block of blocks) {
    if (text) text += '\n\n';
    const start = text.length;
    text += block.text;
    if (block.kind === 'heading') {
      headings++;
      inReferences = REFERENCE_HEADING.test(block.text);
      continue;
    }
    if (inReferences) {
      if (/\b(?:1[5-9]|20)\d{2}\b/.test(block.text)) referenceEntries++;
      continue;
    }
    if (block.text.trim()) paragraphs.push({ text: block.text, start, end: text.length });
  }
  const words = countWords(text);
  const citations = findReceipts(text);
  return {
    words,
    per1000: (n) => (words === 0 ? 0 : (n * 1000) / words),
    paragraphs,
    citations,
    distinct: [...new Set(citations.map((c) => c.key))],
    dois: findDois(text),
    referenceEntries,
    headings,
    text,
  };
}

/** Paragraphs holding at least one in-text citation. */
function citedParagraphs(s: Signals): Set<Paragraph> {
  const cited = new Set<Paragraph>();
  let p = 0;
  for (const citation of s.citations) {
    while (p < s.paragraphs.length && s.paragraphs[p]!.end < citation.index) p++;
    const paragraph = s.paragraphs[p];
    if (paragraph && citation.index >= paragraph.start) cited.add(paragraph);
  }
  return cited;
}

type Scored = Omit<EeatCriterion, 'label' | 'max'>;

function receiptsDensity(s: Signals, verifiedShare: number, verifiedText: string): Scored {
  const density = s.per1000(s.citations.length);
  const points = 14 * ratio(density, T.citationsPer1000Words) + 6 * verifiedShare;
  return {
    id: 'receiptsDensity',
    points,
    evidence: `${fmt(density)} citations per 1,000 words (${s.citations.length} in ${fmt(s.words)} words; target ${T.citationsPer1000Words}); ${verifiedText}.`,
    advice:
      density < T.citationsPer1000Words
        ? `Add in-text citations to reach ${T.citationsPer1000Words} per 1,000 words (about ${Math.ceil((T.citationsPer1000Words * s.words) / 1000 - s.citations.length)} more)`
        : 'Validate the chapter’s citations (Validate/Repair Citations) so they count as verified',
  };
}

function ethicalCompliance(s: Signals, cited: Set<Paragraph>): Scored {
  const accusing = s.paragraphs.filter((p) => count(p.text, ACCUSATION) > 0);
  const backed = accusing.filter((p) => cited.has(p)).length;
  const share = accusing.length === 0 ? 1 : backed / accusing.length;
  return {
    id: 'ethicalCompliance',
    points: 6 + 9 * share,
    evidence: `No passage targets a group (Prime Directive passed); ${accusing.length === 0 ? 'no paragraph makes an accusation' : `${backed} of ${accusing.length} paragraphs making an accusation carry a citation`}.`,
    advice: `Back every accusation with a citation in the same paragraph (${accusing.length - backed} paragraph(s) accuse without one)`,
  };
}

function transparency(s: Signals): Scored {
  const hedges = s.per1000(count(s.text, HEDGING));
  const disclosures = count(s.text, DISCLOSURE);
  const points =
    (disclosures > 0 ? 2 : 0) +
    2 * ratio(hedges, T.hedgesPer1000Words) +
    (s.referenceEntries > 0 ? 1 : 0);
  return {
    id: 'transparency',
    points,
    evidence: `${disclosures} disclosure or method statement(s); ${fmt(hedges)} hedges per 1,000 words (target ${T.hedgesPer1000Words}); ${s.referenceEntries > 0 ? 'a reference list' : 'no reference list'}.`,
    advice:
      disclosures === 0
        ? 'Say where the data come from and disclose any interest (a short methods or disclosure note)'
        : 'Qualify estimates ("about", "suggests", "according to") and add a reference list',
  };
}

function scholarlyDepth(s: Signals): Scored {
  const points =
    8 * ratio(s.distinct.length, T.distinctSources) +
    4 * ratio(s.dois.length, T.dois) +
    3 * ratio(s.referenceEntries, T.referenceEntries);
  return {
    id: 'scholarlyDepth',
    points,
    evidence: `${s.distinct.length} distinct sources (target ${T.distinctSources}), ${s.dois.length} DOI(s) (target ${T.dois}), ${s.referenceEntries} reference-list entries (target ${T.referenceEntries}).`,
    advice:
      s.referenceEntries < T.referenceEntries
        ? 'Add a References section listing every source in APA 7, with DOIs'
        : 'Draw on more distinct scholarly sources, with DOIs',
  };
}

function sourceAuthority(s: Signals, verifiedShare: number, verifiedText: string): Scored {
  const institutional = new Set(s.citations.filter((c) => c.institutional).map((c) => c.key)).size;
  const authoritative =
    s.distinct.length === 0 ? 0 : ratio(institutional + s.dois.length, s.distinct.length);
  return {
    id: 'sourceAuthority',
    points: 6 * verifiedShare + 4 * authoritative,
    evidence: `${verifiedText}; ${institutional} institutional source(s) and ${s.dois.length} DOI(s) among ${s.distinct.length} distinct sources.`,
    advice:
      verifiedShare < 1
        ? 'Validate citations against the scholarly index and replace the ones that fail'
        : 'Prefer primary, institutional or peer-reviewed sources (with DOIs)',
  };
}

function topicalCompleteness(s: Signals, targetWords: number | null): Scored {
  const target = targetWords && targetWords > 0 ? targetWords : T.defaultChapterWords;
  const shaped = s.paragraphs.filter((p) => {
    const n = countWords(p.text);
    return n >= 40 && n <= 300;
  }).length;
  const shapeShare = s.paragraphs.length === 0 ? 0 : shaped / s.paragraphs.length;
  const points = 6 * ratio(s.words, target) + Math.min(2, s.headings) + 2 * ratio(shapeShare, 0.6);
  return {
    id: 'topicalCompleteness',
    points,
    evidence: `${fmt(s.words)} of ${fmt(Math.round(target))} target words${targetWords ? '' : ' (default target)'}; ${s.headings} heading(s); ${Math.round(shapeShare * 100)}% of paragraphs 40–300 words.`,
    advice:
      s.words < target
        ? `Develop the argument toward the chapter target (${fmt(Math.round(target - s.words))} words to go)`
        : 'Give the chapter sections with headings and developed paragraphs',
  };
}

function satireEffectiveness(s: Signals, cited: Set<Paragraph>): Scored {
  const devices = count(s.text, SATIRE_DEVICES);
  const rate = s.per1000(devices);
  const satirical = s.paragraphs.filter((p) => count(p.text, SATIRE_DEVICES) > 0);
  const anchored = satirical.filter((p) => cited.has(p)).length;
  const anchoredShare = satirical.length === 0 ? 0 : anchored / satirical.length;
  return {
    id: 'satireEffectiveness',
    points: 9 * ratio(rate, T.satireDevicesPer1000Words) + 6 * anchoredShare,
    evidence: `${devices} satirical devices (irony, scare quotes, rhetorical questions, hyperbole; ${fmt(rate)} per 1,000 words, target ${T.satireDevicesPer1000Words}); ${anchored} of ${satirical.length} satirical paragraphs anchored by a citation.`,
    advice:
      anchoredShare < 1 && satirical.length > 0
        ? 'Anchor each satirical beat in a receipt: cite the fact the joke turns on'
        : 'Sharpen the satire: irony, juxtaposition and mock praise set against the record',
  };
}

function systemCoherence(s: Signals): Scored {
  const coherence = paragraphCoherence(s.paragraphs.map((p) => p.text));
  const linked = s.paragraphs.slice(1).filter((p) => CONNECTIVE_START.test(p.text.trim())).length;
  const linkedShare = s.paragraphs.length < 2 ? 0 : linked / (s.paragraphs.length - 1);
  const systemRate = s.per1000(count(s.text, SYSTEM_VOCABULARY));
  const points =
    4 * ratio(coherence, T.coherence) +
    3 * ratio(linkedShare, T.connectiveShare) +
    3 * ratio(systemRate, T.systemWordsPer1000Words);
  return {
    id: 'systemCoherence',
    points,
    evidence: `consecutive paragraphs share ${Math.round(coherence * 100)}% of their vocabulary (target ${T.coherence * 100}%); ${Math.round(linkedShare * 100)}% open with a link to the one before; ${fmt(systemRate)} words about systems and institutions per 1,000 (target ${T.systemWordsPer1000Words}).`,
    advice:
      systemRate < T.systemWordsPer1000Words
        ? 'Name the system behind each example: the policy, institution or incentive at work'
        : 'Connect paragraphs so each builds on the last toward the systemic argument',
  };
}

/**
 * The offline engine's E-E-A-T score: every sub-criterion from measurable signals of the text and
 * the chapter's citation table, deterministic, and explained criterion by criterion. A chapter that
 * breaks the Prime Directive scores 0, with the passages quoted.
 */
export function scoreEeatOffline(input: EeatChapterInput): EeatAssessment {
  const s = readSignals(input.blocks);
  const verdict = checkPrimeDirective(s.text);
  const { total, verified } = input.citationRecords;
  const denominator = Math.max(total, s.distinct.length);
  const verifiedShare = denominator === 0 ? 0 : Math.min(1, verified / denominator);
  const verifiedText =
    total === 0 ? 'no citation validated yet' : `${verified} of ${denominator} citations verified`;
  const cited = citedParagraphs(s);
  const criteria = [
    receiptsDensity(s, verifiedShare, verifiedText),
    ethicalCompliance(s, cited),
    transparency(s),
    scholarlyDepth(s),
    sourceAuthority(s, verifiedShare, verifiedText),
    topicalCompleteness(s, input.targetWords),
    satireEffectiveness(s, cited),
    systemCoherence(s),
  ];
  return assembleAssessment(
    criteria,
    verdict.findings.map((f) => ({
      passage: f.passage,
      category: f.category,
      group: f.group,
      reason: f.explanation,
      foundBy: ['rules' as const],
    })),
  );
}
