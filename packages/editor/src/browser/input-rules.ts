import {
  InputRule,
  inputRules,
  textblockTypeInputRule,
  wrappingInputRule,
} from 'prosemirror-inputrules';
import type { MarkType, NodeType } from 'prosemirror-model';
import type { Plugin } from 'prosemirror-state';
import { linkInToken } from '../links/find-links.ts';
import { schema } from '../schema.ts';

/**
 * Markdown-like shortcuts: "# " to "### " headings, "- "/"* " and "1. " lists, "> " block quotes,
 * "***" or "---" alone in a paragraph for a scene break, **bold**, *italic*, ==highlight==,
 * ^superscript^, ~subscript~, and ^[a note] for a footnote (Pandoc's inline note).
 */

/**
 * Replaces `<delimiter>text<delimiter>`, whose last character is being typed, by `text` carrying
 * `markType`. The pattern may match one character before the opening delimiter (to tell `*` from
 * `**`); that character stays.
 */
function markRule(pattern: RegExp, delimiterLength: number, markType: MarkType): InputRule {
  return new InputRule(pattern, (state, match, start, end) => {
    const [whole, inner] = match;
    if (whole === undefined || inner === undefined) return null;
    const textStart = start + whole.length - delimiterLength - inner.length;
    const textEnd = textStart + inner.length;
    const openStart = textStart - delimiterLength;
    const tr = state.tr.delete(textEnd, end).delete(openStart, textStart);
    return tr
      .addMark(openStart, openStart + inner.length, markType.create())
      .removeStoredMark(markType);
  });
}

/** The last word before the space just typed. */
const typedWord = /(?:^|\s)(\S+)\s$/;

/** Links a URL, www. address or e-mail address (SPEC's protocols only) when the space after it is typed. */
const linkRule = new InputRule(typedWord, (state, match, start, end) => {
  const word = match[1]!;
  const link = linkInToken(word);
  if (link === null) return null;
  const linkStart = start + match[0].indexOf(word) + link.offset;
  const linkType = schema.marks.link as MarkType;
  if (state.doc.rangeHasMark(linkStart, linkStart + link.text.length, linkType)) return null;
  return state.tr
    .addMark(linkStart, linkStart + link.text.length, linkType.create({ href: link.href }))
    .insertText(' ', end)
    .removeStoredMark(linkType);
});

/** "***" or "---" typed into an empty top-level paragraph: a scene break in its place. */
const sceneBreakRule = new InputRule(/^(?:\*\*\*|---)$/, (state, _match, start, end) => {
  const $start = state.doc.resolve(start);
  if ($start.depth !== 1 || $start.parent.type !== schema.nodes.paragraph) return null;
  // Only a paragraph holding nothing but the rule: "***" typed before other text stays text.
  if ($start.parent.content.size !== end - start) return null;
  const paragraphStart = $start.before();
  const tr = state.tr.delete(start, end);
  tr.insert(paragraphStart, (schema.nodes.scene_break as NodeType).create());
  return tr;
});

/** ^[text] typed: a footnote holding `text` where it was typed. */
const footnoteRule = new InputRule(/\^\[([^\]]+)\]$/, (state, match, start, end) => {
  const note = match[1]!.trim();
  if (!note) return null;
  const footnote = schema.nodes.footnote as NodeType;
  return state.tr.replaceWith(start, end, footnote.create(null, schema.text(note)));
});

export function chapterInputRules(): Plugin {
  const heading = schema.nodes.heading as NodeType;
  const bold = schema.marks.bold as MarkType;
  const italic = schema.marks.italic as MarkType;
  const highlight = schema.marks.highlight as MarkType;
  const superscript = schema.marks.superscript as MarkType;
  const subscript = schema.marks.subscript as MarkType;
  return inputRules({
    rules: [
      textblockTypeInputRule(/^(#{1,3})\s$/, heading, (match) => ({ level: match[1]!.length })),
      wrappingInputRule(/^\s*>\s$/, schema.nodes.blockquote as NodeType),
      sceneBreakRule,
      footnoteRule,
      wrappingInputRule(/^\s*([-*])\s$/, schema.nodes.bullet_list as NodeType),
      wrappingInputRule(
        /^(\d+)\.\s$/,
        schema.nodes.ordered_list as NodeType,
        (match) => ({ order: Number(match[1]) }),
        (match, node) => node.childCount + (node.attrs.order as number) === Number(match[1]),
      ),
      markRule(/\*\*([^*\s](?:[^*]*[^*\s])?)\*\*$/, 2, bold),
      markRule(/(?:^|[^*])\*([^*\s](?:[^*]*[^*\s])?)\*$/, 1, italic),
      markRule(/==([^=\s](?:[^=]*[^=\s])?)==$/, 2, highlight),
      markRule(/\^([^^\s[\]]+)\^$/, 1, superscript),
      markRule(/(?:^|[^~])~([^~\s]+)~$/, 1, subscript),
      linkRule,
    ],
  });
}
