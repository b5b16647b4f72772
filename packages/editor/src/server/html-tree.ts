import { Parser } from 'htmlparser2';
import { LightElement, LightText } from './light-dom.ts';

// Controls other than tab, line feed, form feed and carriage return have no place in prose, and
// PostgreSQL text cannot hold NUL at all.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/g;

const clean = (value: string) => value.replace(controlCharacters, '');

function cleanAttributes(attributes: Record<string, string>): Record<string, string> {
  for (const name of Object.keys(attributes)) attributes[name] = clean(attributes[name]!);
  return attributes;
}

/**
 * Parses HTML into a light DOM under a synthetic BODY element. htmlparser2 decodes entities in
 * text and attributes, treats script/style/title/textarea content as raw text, closes void
 * elements and implies missing end tags; the tree is then read only through the schema's rules,
 * so where it differs from a browser's tree the stored output is still only what the schema
 * writes. PRE is read as a plain block (see LightStyle.whiteSpace).
 */
export function parseHtmlTree(html: string): LightElement {
  const root = new LightElement('body', {});
  let current = root;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const tag = name === 'pre' ? 'div' : name;
        current = current.appendChild(new LightElement(tag, cleanAttributes(attributes)));
      },
      onclosetag() {
        if (current !== root) current = current.parentNode ?? root;
      },
      ontext(raw) {
        const data = clean(raw);
        const last = current.lastChild;
        if (last instanceof LightText) last.nodeValue += data;
        else current.appendChild(new LightText(data));
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return root;
}
