import { Parser } from 'htmlparser2';
import { escapeAttribute, escapeText } from '../html/html-serializer.ts';

/*
 * Clipboard HTML from Word and other office suites, made plain before the schema parses it.
 * The schema's parse rules already drop what it cannot represent (scripts, styles, unknown
 * attributes, disallowed link protocols); what they would keep but should not is Word's
 * scaffolding: conditional comments, <xml> islands, <o:p> paragraph markers, and the list
 * bullets Word writes as text inside `mso-list: Ignore` spans.
 */

/** Elements dropped with everything inside them. */
const DROPPED = new Set(['xml', 'style', 'script', 'meta', 'link', 'title', 'head', 'o:p']);
const VOID = new Set(['br', 'hr', 'img', 'wbr', 'input', 'col', 'area', 'base', 'link', 'meta', 'source']);

function isWordListBullet(attributes: Record<string, string>): boolean {
  return /mso-list\s*:\s*ignore/i.test(attributes.style ?? '');
}

export function cleanPastedHtml(html: string): string {
  let out = '';
  // Depth inside a dropped element: while > 0 nothing is written.
  let dropping = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (dropping > 0 || DROPPED.has(name) || isWordListBullet(attributes)) {
          if (!VOID.has(name)) dropping++;
          return;
        }
        // Other namespaced Office tags (v:shape, w:sdt…) are unwrapped: their text stays.
        if (name.includes(':')) return;
        out += `<${name}`;
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^[a-z][a-z0-9-]*$/.test(attribute)) out += ` ${attribute}="${escapeAttribute(value)}"`;
        }
        out += '>';
      },
      onclosetag(name) {
        if (dropping > 0) {
          if (!VOID.has(name)) dropping--;
          return;
        }
        if (name.includes(':') || VOID.has(name)) return;
        out += `</${name}>`;
      },
      ontext(text) {
        if (dropping === 0) out += escapeText(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return out;
}
