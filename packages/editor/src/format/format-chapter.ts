import { Fragment, type Node as PMNode } from 'prosemirror-model';
import { schema } from '../schema.ts';
import { MANUAL_BULLET, TEXT_RULES } from './text-rules.ts';

/**
 * The offline "PE standards" formatter. It rewrites a chapter document in one pass: typographic
 * quotes, dashes, ellipses, spacing and citation punctuation in every text node (marks kept),
 * empty paragraphs dropped, heading levels without skips, typed bullets and empty items removed
 * from lists. It returns what each rule changed, as "Curly quotes: 14".
 */

export interface FormatOutcome {
  doc: PMNode;
  /** One line per rule that changed something: "Curly quotes: 14". */
  changesApplied: string[];
}

const EMPTY_PARAGRAPHS = 'Empty paragraphs removed';
const HEADING_LEVELS = 'Heading levels';
const LIST_CLEAN_UP = 'List clean-up';
const ORDER = [...TEXT_RULES.map((r) => r.label), EMPTY_PARAGRAPHS, HEADING_LEVELS, LIST_CLEAN_UP];

class Tally {
  private readonly counts = new Map<string, number>();
  add(label: string, n = 1) {
    if (n > 0) this.counts.set(label, (this.counts.get(label) ?? 0) + n);
  }
  lines(): string[] {
    return ORDER.filter((label) => this.counts.has(label)).map(
      (label) => `${label}: ${this.counts.get(label)}`,
    );
  }
}

/** The inline content of a textblock with the text rules applied; block-edge spaces trimmed. */
function formatInline(block: PMNode, tally: Tally, inListItem: boolean): Fragment {
  const children: PMNode[] = [];
  let before = '';
  const last = block.childCount - 1;
  block.forEach((child, _offset, index) => {
    if (!child.isText) {
      children.push(child);
      before = '\n';
      return;
    }
    let text = child.text!;
    for (const rule of TEXT_RULES) {
      const result = rule.apply(text, before);
      text = result.text;
      tally.add(rule.label, result.count);
    }
    if (index === 0) {
      const bullet = inListItem ? MANUAL_BULLET.exec(text) : null;
      if (bullet) {
        text = text.slice(bullet[0].length);
        tally.add(LIST_CLEAN_UP);
      }
      const trimmed = text.replace(/^\s+/, '');
      if (trimmed !== text) tally.add('Spacing');
      text = trimmed;
    }
    if (index === last) {
      const trimmed = text.replace(/\s+$/, '');
      if (trimmed !== text) tally.add('Spacing');
      text = trimmed;
    }
    if (text) {
      children.push(schema.text(text, child.marks));
      before = text[text.length - 1]!;
    }
  });
  return Fragment.from(children);
}

interface Walk {
  tally: Tally;
  /** Level of the last heading written, for the no-skip rule (the first heading keeps its level). */
  lastHeading: number;
}

function formatBlock(node: PMNode, walk: Walk, inListItem: boolean): PMNode | null {
  // A scene break has no text to format; it stays where the writer put it.
  if (node.isLeaf) return node;
  if (node.isTextblock) {
    const content = formatInline(node, walk.tally, inListItem);
    if (content.size === 0 && node.type === schema.nodes.paragraph && !inListItem) {
      walk.tally.add(EMPTY_PARAGRAPHS);
      return null;
    }
    if (node.type === schema.nodes.heading) {
      const level = node.attrs.level as number;
      const allowed = Math.min(level, walk.lastHeading + 1);
      if (allowed !== level) walk.tally.add(HEADING_LEVELS);
      walk.lastHeading = allowed;
      return node.type.create({ ...node.attrs, level: allowed }, content, node.marks);
    }
    return node.type.create(node.attrs, content, node.marks);
  }
  const isItem = node.type === schema.nodes.list_item;
  const children: PMNode[] = [];
  node.forEach((child) => {
    const formatted = formatBlock(child, walk, isItem || inListItem);
    if (formatted) children.push(formatted);
  });
  if (isItem && children.every((c) => c.textContent.trim() === '')) {
    walk.tally.add(LIST_CLEAN_UP);
    return null;
  }
  if (children.length === 0) return null;
  return node.type.create(node.attrs, children, node.marks);
}

export function formatChapterDoc(doc: PMNode): FormatOutcome {
  const walk: Walk = { tally: new Tally(), lastHeading: 6 };
  const blocks: PMNode[] = [];
  doc.forEach((child) => {
    const formatted = formatBlock(child, walk, false);
    if (formatted) blocks.push(formatted);
  });
  if (blocks.length === 0) blocks.push(schema.nodes.paragraph.create());
  return { doc: schema.nodes.doc.create(null, blocks), changesApplied: walk.tally.lines() };
}
