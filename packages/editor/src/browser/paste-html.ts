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
 * styled `mso-list: l0 level1 …`; they become real (nested) lists again. Table cells and other
 * blocks ProseMirror does not know become <div>, so their texts do not run together.
 */

/** Elements dropped with everything inside them. */
const DROPPED = new Set(['xml', 'style', 'script', 'meta', 'link', 'title', 'head', 'o:p']);
const orderedBullet = /^\s*(?:\d+|[a-z]{1,4})[.)]/i;

/** A Word list paragraph, waiting to learn from its bullet whether its list is ordered. */
interface ListItem {
  level: number;
  ordered: boolean;
}
type Part = string | ListItem | 'end-item';

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

export function cleanPastedHtml(html: string): string {
  const parts: Part[] = [];
  // One entry per open element: the Word list item it starts, if any.
  const openItems: (ListItem | null)[] = [];
  let currentItem: ListItem | null = null;
  // Depth inside a dropped element: while > 0 nothing is written.
  let dropping = 0;
  let inBullet = false;
  let bulletText = '';
  const write = (text: string) => parts.push(text);
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
        const level = wordListLevel(name, attributes);
        if (!VOID_ELEMENTS.has(name))
          openItems.push(level === null ? null : { level, ordered: false });
        if (level !== null) {
          currentItem = openItems[openItems.length - 1]!;
          parts.push(currentItem);
          return;
        }
        // Other namespaced Office tags (v:shape, w:sdt…) are unwrapped: their text stays.
        if (name.includes(':')) return;
        let tag = `<${BLOCK_LIKE_ELEMENTS.has(name) ? 'div' : name}`;
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^[a-z][a-z0-9-]*$/.test(attribute))
            tag += ` ${attribute}="${escapeAttribute(value)}"`;
        }
        write(`${tag}>`);
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
        if (VOID_ELEMENTS.has(name)) return;
        const item = openItems.pop();
        if (item) {
          parts.push('end-item');
          currentItem = null;
          return;
        }
        if (!name.includes(':')) write(`</${BLOCK_LIKE_ELEMENTS.has(name) ? 'div' : name}>`);
      },
      ontext(text) {
        if (inBullet) bulletText += text;
        else if (dropping === 0) write(escapeText(text));
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return assemble(parts);
}
