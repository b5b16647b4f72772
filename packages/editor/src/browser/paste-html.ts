import { Parser } from 'htmlparser2';
import { escapeAttribute, escapeText } from '../html/html-serializer.ts';
import { BLOCK_LIKE_ELEMENTS } from '../html/block-like-elements.ts';
import { VOID_ELEMENTS } from '../html/void-elements.ts';

/*
 * Clipboard HTML from Word and other office suites, made plain before the schema parses it.
 * The schema's parse rules already drop what it cannot represent (scripts, styles, unknown
 * attributes, disallowed link protocols); what they would keep but should not is Word's
 * scaffolding: conditional comments, <xml> islands, <o:p> paragraph markers, and the list
 * bullets Word writes as text inside `mso-list: Ignore` spans. Word's lists are paragraphs
 * styled `mso-list: l0 level1 …`; they become real (nested) lists again. Blocks ProseMirror does
 * not know (<dt>, <pre>, …) become <div>, so their texts do not run together.
 *
 * Google Docs writes its formatting as inline styles on spans: bold and italic are read by the
 * schema's own parse rules; a highlight (`background-color`) becomes <mark> and raised or lowered
 * text (`vertical-align: super | sub`) becomes <sup>/<sub> here. It writes each empty line between
 * two blocks as a lone <br>, which becomes one empty paragraph; a <br> between a block and loose
 * text is only the line end it writes there, and goes, as does Chrome's trailing
 * `Apple-interchange-newline` break. Inside a link, its `text-decoration: underline` is how
 * Docs draws links, not an underline the writer chose, and is left out.
 */

/** Elements dropped with everything inside them. */
const DROPPED = new Set(['xml', 'style', 'script', 'meta', 'link', 'title', 'head', 'o:p']);
/** Elements that stand as blocks: a <br> between two of them is an empty line. */
const BLOCKS = new Set([
  ...BLOCK_LIKE_ELEMENTS,
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'dd',
  'div',
  'dl',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
/** Elements whose inline styles can carry a highlight or a raised/lowered run. */
const STYLED_INLINE = new Set(['span', 'a', 'font', 'b', 'strong', 'i', 'em', 'u', 's']);
/** Backgrounds that are no highlight: none, see-through, or the page's own white. */
const NO_HIGHLIGHT =
  /^(?:transparent|none|initial|inherit|unset|white|#fff(?:fff)?|rgba?\(\s*255\s*,\s*255\s*,\s*255\s*(?:,\s*1(?:\.0*)?\s*)?\)|rgba\([^)]*,\s*0(?:\.0*)?\s*\))$/i;
const orderedBullet = /^\s*(?:\d+|[a-z]{1,4})[.)]/i;

/** A Word list paragraph, waiting to learn from its bullet whether its list is ordered. */
interface ListItem {
  level: number;
  ordered: boolean;
}
type Part = string | ListItem | 'end-item';

/** The value of one declaration of an inline style attribute, lower-cased. */
function declaration(style: string | undefined, property: string): string | undefined {
  for (const part of (style ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0 && part.slice(0, colon).trim().toLowerCase() === property)
      return part
        .slice(colon + 1)
        .replace(/!important/i, '')
        .trim()
        .toLowerCase();
  }
  return undefined;
}

/**
 * The tags an inline element's style stands for that the schema reads only as tags: a highlight
 * (Google Docs' `background-color`, Word's `mso-highlight`) and raised or lowered text.
 */
function styleTags(name: string, attributes: Record<string, string>): string[] {
  if (!STYLED_INLINE.has(name) || !attributes.style) return [];
  const tags: string[] = [];
  const background =
    declaration(attributes.style, 'mso-highlight') ??
    declaration(attributes.style, 'background-color') ??
    declaration(attributes.style, 'background');
  if (background && !NO_HIGHLIGHT.test(background) && !/url\(|gradient/.test(background))
    tags.push('mark');
  const align = declaration(attributes.style, 'vertical-align');
  if (align === 'super') tags.push('sup');
  else if (align === 'sub') tags.push('sub');
  return tags;
}

function isWordListBullet(attributes: Record<string, string>): boolean {
  return /mso-list\s*:\s*ignore/i.test(attributes.style ?? '');
}

function wordListLevel(name: string, attributes: Record<string, string>): number | null {
  if (name !== 'p') return null;
  const level = /mso-list\s*:\s*l\d+\s+level(\d+)/i.exec(attributes.style ?? '')?.[1];
  return level === undefined ? null : Number(level);
}

/** Writes the parts out, opening and closing <ul>/<ol> around runs of Word list paragraphs. */
function assemble(parts: Part[]): string {
  let out = '';
  let inItem = false;
  const open: ListItem[] = [];
  const closeList = () => {
    out += open.pop()!.ordered ? '</li></ol>' : '</li></ul>';
  };
  for (const part of parts) {
    if (part === 'end-item') {
      out += '</p>';
      inItem = false;
    } else if (typeof part === 'string') {
      // Content between list paragraphs ends the lists; whitespace between them does not.
      if (!inItem && part.trim() !== '') while (open.length) closeList();
      out += part;
    } else {
      inItem = true;
      while (open.length && open[open.length - 1]!.level > part.level) closeList();
      const top = open[open.length - 1];
      if (top && top.level === part.level && top.ordered !== part.ordered) closeList();
      const sibling = open[open.length - 1];
      if (sibling && sibling.level === part.level) out += '</li>';
      else {
        out += part.ordered ? '<ol>' : '<ul>';
        open.push(part);
      }
      out += '<li><p>';
    }
  }
  while (open.length) closeList();
  return out;
}

/** An element open in the output: the Word list item it starts, and the tags its style added. */
interface OpenElement {
  item: ListItem | null;
  added: string[];
  link: boolean;
}

/** A style attribute without its text-decoration declarations. */
function withoutTextDecoration(style: string): string {
  return style
    .split(';')
    .filter((part) => !/^\s*text-decoration/i.test(part))
    .join(';');
}

export function cleanPastedHtml(html: string): string {
  const parts: Part[] = [];
  const open: OpenElement[] = [];
  let currentItem: ListItem | null = null;
  // Depth inside a dropped element: while > 0 nothing is written.
  let dropping = 0;
  let inBullet = false;
  let bulletText = '';
  // <br>s standing right after a block closed at this depth (-1: none): an empty line if a block
  // follows at the same depth, a mere line end otherwise.
  let afterBlockAt = -1;
  let heldBreaks = 0;
  const write = (text: string) => parts.push(text);
  /** Something other than a <br> or whitespace comes: settle the <br>s held after a block. */
  const settleBreaks = (blockFollows: boolean) => {
    if (blockFollows) for (; heldBreaks > 0; heldBreaks--) write('<p></p>');
    heldBreaks = 0;
    afterBlockAt = -1;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (dropping > 0 || DROPPED.has(name) || isWordListBullet(attributes)) {
          if (dropping === 0 && isWordListBullet(attributes)) {
            inBullet = true;
            bulletText = '';
          }
          if (!VOID_ELEMENTS.has(name)) dropping++;
          return;
        }
        if (name === 'br') {
          if (/\bApple-interchange-newline\b/.test(attributes.class ?? '')) return;
          if (afterBlockAt === open.length) {
            heldBreaks++;
            return;
          }
        }
        settleBreaks(BLOCKS.has(name) && afterBlockAt === open.length);
        const level = wordListLevel(name, attributes);
        const added = level === null && !name.includes(':') ? styleTags(name, attributes) : [];
        if (!VOID_ELEMENTS.has(name))
          open.push({
            item: level === null ? null : { level, ordered: false },
            added,
            link: name === 'a',
          });
        if (level !== null) {
          currentItem = open[open.length - 1]!.item;
          parts.push(currentItem!);
          return;
        }
        // Other namespaced Office tags (v:shape, w:sdt…) are unwrapped: their text stays.
        if (name.includes(':')) return;
        let tag = `<${BLOCK_LIKE_ELEMENTS.has(name) ? 'div' : name}`;
        const inLink = open.some((element) => element.link);
        for (const [attribute, value] of Object.entries(attributes)) {
          const kept = inLink && attribute === 'style' ? withoutTextDecoration(value) : value;
          if (/^[a-z][a-z0-9-]*$/.test(attribute))
            tag += ` ${attribute}="${escapeAttribute(kept)}"`;
        }
        write(`${tag}>${added.map((added) => `<${added}>`).join('')}`);
      },
      onclosetag(name) {
        if (dropping > 0) {
          if (!VOID_ELEMENTS.has(name)) dropping--;
          if (dropping === 0 && inBullet) {
            inBullet = false;
            if (currentItem) currentItem.ordered = orderedBullet.test(bulletText);
          }
          return;
        }
        if (VOID_ELEMENTS.has(name)) {
          if (BLOCKS.has(name)) afterBlockAt = open.length;
          return;
        }
        settleBreaks(false);
        const element = open.pop();
        if (element?.item) {
          parts.push('end-item');
          currentItem = null;
        } else if (!name.includes(':')) {
          const added = element?.added ?? [];
          const closing = added.map((added) => `</${added}>`).reverse();
          write(`${closing.join('')}</${BLOCK_LIKE_ELEMENTS.has(name) ? 'div' : name}>`);
        }
        if (BLOCKS.has(name)) afterBlockAt = open.length;
      },
      ontext(text) {
        if (inBullet) bulletText += text;
        else if (dropping === 0) {
          if (text.trim() !== '') settleBreaks(false);
          write(escapeText(text));
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  settleBreaks(false);
  return assemble(parts);
}
