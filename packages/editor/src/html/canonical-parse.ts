import { Parser } from 'htmlparser2';
import { Fragment, type Mark, type Node as PMNode, type NodeType } from 'prosemirror-model';
import { normalizeHref } from '../links/allowed-href.ts';
import { LINK_REL } from '../marks/link.mark.ts';
import { FOOTNOTE_ATTRIBUTE } from '../nodes/footnote.node.ts';
import { SCENE_BREAK_CLASS } from '../nodes/scene-break.node.ts';
import { schema } from '../schema.ts';
import { stripControlCharacters } from './control-characters.ts';

/*
 * The fast path for HTML this package wrote itself, which is what the editor sends on every save:
 * exactly the elements and attributes the serialiser writes, nested as the schema requires (text
 * may hold any whitespace: the editor keeps what the user typed, the general path collapses it,
 * and so does this one). Such HTML is turned into a document straight from
 * htmlparser2's events, without a DOM and without ProseMirror's general DOMParser (about half the
 * cost of a large chapter). The result is the document the general path would build (a property
 * test holds the two equal); at the first thing it does not expect it gives up and returns null,
 * and the caller parses the general way.
 */

class NotCanonical extends Error {}
function giveUp(): never {
  throw new NotCanonical();
}

interface BlockFrame {
  kind: 'block';
  tag: string;
  type: NodeType;
  attrs: Record<string, unknown> | null;
  children: PMNode[];
}

interface MarkFrame {
  kind: 'mark';
  tag: string;
  /** The marks active outside this element. */
  outer: readonly Mark[];
}

/** A footnote inside a paragraph or heading: the note's own inline content is being read. */
interface FootnoteFrame {
  kind: 'footnote';
  tag: string;
  /** The paragraph's inline content and marks, restored when the note closes. */
  outerInline: PMNode[];
  outerMarks: readonly Mark[];
}

type Frame = BlockFrame | MarkFrame | FootnoteFrame;

const HEADING = /^h([1-6])$/;
// <b> and <i> without attributes, and links without rel, are not what the serialiser writes but
// parse to the same marks; taking them keeps simple hand-written or converted HTML on this path.
const MARK_TAGS = new Map([
  ['strong', 'bold'],
  ['b', 'bold'],
  ['em', 'italic'],
  ['i', 'italic'],
  ['u', 'underline'],
  ['mark', 'highlight'],
  ['sup', 'superscript'],
  ['sub', 'subscript'],
]);
const ALIGN_STYLE = /^text-align: (center|right)$/;
const CANONICAL_START = /^(0|[1-9]\d*)$/;
// HTML whitespace, which the general parser collapses as browsers do; and control characters.
const COLLAPSIBLE = /[ \t\r\n\f]+/g;
const ONLY_COLLAPSIBLE = /^[ \t\r\n\f]*$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/;

/**
 * Deeper HTML goes the general way. The bound also keeps htmlparser2's own stack of open elements
 * short, so that end tags matching nothing (which it looks up in that stack) stay cheap.
 */
const MAX_CANONICAL_DEPTH = 64;

function onlyAttributes(attributes: Record<string, string>, allowed: readonly string[]): void {
  for (const name in attributes) if (!allowed.includes(name)) giveUp();
}

function textblockAttrs(attributes: Record<string, string>): { textAlign: string } {
  onlyAttributes(attributes, ['style']);
  if (attributes.style === undefined) return { textAlign: 'left' };
  return { textAlign: ALIGN_STYLE.exec(attributes.style)?.[1] ?? giveUp() };
}

/** Trailing whitespace of a block's or a note's last text goes, as in the general path. */
function trimTrailingSpace(content: PMNode[]): PMNode[] {
  const last = content[content.length - 1];
  if (last?.isText && last.text!.endsWith(' ')) {
    const kept = last.text!.replace(/ +$/, '');
    if (kept === '') content.pop();
    else content[content.length - 1] = schema.text(kept, last.marks);
  }
  return content;
}

/** A document from HTML in this package's own canonical form, or null for any other HTML. */
export function parseCanonicalHtml(html: string): PMNode | null {
  const { nodes, marks: markTypes } = schema;
  const doc: BlockFrame = { kind: 'block', tag: '', type: nodes.doc, attrs: null, children: [] };
  const frames: Frame[] = [doc];
  let blockDepth = 0;
  // Inside a paragraph or heading: its inline content so far, and the marks now active.
  let inline: PMNode[] | null = null;
  let marks: readonly Mark[] = [];
  let pendingText = '';
  let inFootnote = false;

  const top = () => frames[frames.length - 1]!;
  const openBlock = (tag: string, type: NodeType, attrs: Record<string, unknown> | null) => {
    if (++blockDepth > MAX_CANONICAL_DEPTH) giveUp();
    frames.push({ kind: 'block', tag, type, attrs, children: [] });
  };

  // Whitespace exactly as the general path treats it (ProseMirror's DOMParser, then
  // trimLineStartWhitespace): runs collapse to one space, which is dropped at the start of a line
  // or after a space; whitespace between blocks is ignored; control characters are removed.
  const flushText = () => {
    if (pendingText === '') return;
    let text = pendingText;
    pendingText = '';
    // Most text needs neither step; testing first spares a copy of every string.
    if (CONTROL.test(text)) text = stripControlCharacters(text).replace(COLLAPSIBLE, ' ');
    else if (text.includes('  ')) text = text.replace(COLLAPSIBLE, ' ');
    if (inline === null) {
      if (ONLY_COLLAPSIBLE.test(text)) return;
      giveUp();
    }
    const before = inline[inline.length - 1];
    if (
      text.startsWith(' ') &&
      (!before || before.type === nodes.hard_break || (before.isText && before.text!.endsWith(' ')))
    )
      text = text.slice(1);
    if (text !== '') inline.push(schema.text(text, marks));
  };

  const openElement = (name: string, attributes: Record<string, string>) => {
    const frame = top();
    if (inline !== null) {
      const markName = MARK_TAGS.get(name);
      if (name === 'br') {
        onlyAttributes(attributes, []);
        inline.push(nodes.hard_break.create(null, null, marks));
        return;
      }
      if (name === 'span') {
        if (inFootnote || attributes[FOOTNOTE_ATTRIBUTE] !== '') giveUp();
        onlyAttributes(attributes, [FOOTNOTE_ATTRIBUTE]);
        frames.push({ kind: 'footnote', tag: name, outerInline: inline, outerMarks: marks });
        inFootnote = true;
        inline = [];
        marks = [];
        return;
      }
      let mark: Mark;
      if (markName !== undefined) {
        onlyAttributes(attributes, []);
        mark = markTypes[markName]!.create();
      } else if (name === 'a') {
        onlyAttributes(attributes, ['href', 'rel']);
        const href = attributes.href ?? giveUp();
        if (
          (attributes.rel !== undefined && attributes.rel !== LINK_REL) ||
          CONTROL.test(href) ||
          normalizeHref(href) !== href
        )
          giveUp();
        mark = markTypes.link.create({ href });
      } else return giveUp();
      if (mark.type.isInSet(marks)) giveUp();
      frames.push({ kind: 'mark', tag: name, outer: marks });
      marks = mark.addToSet(marks);
      return;
    }
    if (frame.kind !== 'block') return giveUp();
    const parent = frame.type;
    if (name === 'hr') {
      if (attributes.class !== SCENE_BREAK_CLASS) giveUp();
      onlyAttributes(attributes, ['class']);
      frame.children.push(nodes.scene_break.create());
      return;
    }
    if (parent === nodes.bullet_list || parent === nodes.ordered_list) {
      if (name !== 'li') giveUp();
      onlyAttributes(attributes, []);
      openBlock(name, nodes.list_item, null);
      return;
    }
    // In the doc or a list item: a list item must start with a paragraph.
    if (parent === nodes.list_item && frame.children.length === 0 && name !== 'p') giveUp();
    const level = HEADING.exec(name)?.[1];
    if (name === 'p' || level !== undefined) {
      const attrs =
        level === undefined
          ? textblockAttrs(attributes)
          : { level: Number(level), ...textblockAttrs(attributes) };
      openBlock(name, level === undefined ? nodes.paragraph : nodes.heading, attrs);
      inline = [];
      marks = [];
    } else if (name === 'blockquote') {
      onlyAttributes(attributes, []);
      openBlock(name, nodes.blockquote, null);
    } else if (name === 'ul') {
      onlyAttributes(attributes, []);
      openBlock(name, nodes.bullet_list, null);
    } else if (name === 'ol') {
      onlyAttributes(attributes, ['start']);
      const start = attributes.start;
      if (start !== undefined && (!CANONICAL_START.test(start) || start === '1')) giveUp();
      openBlock(name, nodes.ordered_list, { order: start === undefined ? 1 : Number(start) });
    } else giveUp();
  };

  const closeElement = (name: string) => {
    const frame = frames.pop();
    if (frame === undefined || frame === doc) return giveUp();
    if (name !== frame.tag) giveUp();
    if (frame.kind === 'mark') {
      marks = frame.outer;
      return;
    }
    if (frame.kind === 'footnote') {
      const content = trimTrailingSpace(inline!);
      inline = frame.outerInline;
      marks = frame.outerMarks;
      inFootnote = false;
      inline.push(nodes.footnote.create(null, Fragment.fromArray(content), marks));
      return;
    }
    blockDepth--;
    let node: PMNode;
    if (frame.type.isTextblock) {
      const content = trimTrailingSpace(inline!);
      inline = null;
      node = frame.type.create(frame.attrs, Fragment.fromArray(content));
    } else {
      if (frame.children.length === 0) giveUp();
      node = frame.type.create(frame.attrs, frame.children);
    }
    (top() as BlockFrame).children.push(node);
  };

  const parser = new Parser(
    {
      onopentag(name, attributes, isImplied) {
        flushText();
        if (isImplied) giveUp();
        openElement(name, attributes);
      },
      onclosetag(name, isImplied) {
        flushText();
        // Void elements close at once; the rest must be closed by their own end tag.
        if (name === 'br' || name === 'hr') return;
        if (isImplied) giveUp();
        closeElement(name);
      },
      ontext(text) {
        pendingText += text;
      },
      oncomment: giveUp,
      oncdatastart: giveUp,
      onprocessinginstruction: giveUp,
    },
    { decodeEntities: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  );
  try {
    parser.end(html);
    flushText();
  } catch (error) {
    if (error instanceof NotCanonical) return null;
    throw error;
  }
  if (frames.length !== 1 || doc.children.length === 0) return null;
  const result = nodes.doc.create(null, doc.children);
  // The checks above should make this hold; if they ever miss a case, the general path decides.
  try {
    result.check();
  } catch {
    return null;
  }
  return result;
}
