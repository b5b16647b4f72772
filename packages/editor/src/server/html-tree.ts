import { Parser } from 'htmlparser2';
import { LightElement, LightText } from './light-dom.ts';

/**
 * Parses HTML into a light DOM under a synthetic BODY element. htmlparser2 decodes entities in
 * text and attributes, treats script/style/title/textarea content as raw text, closes void
 * elements and implies missing end tags; the tree is then read only through the schema's rules,
 * so where it differs from a browser's tree the stored output is still only what the schema
 * writes.
 */
export function parseHtmlTree(html: string): LightElement {
  const root = new LightElement('body', {});
  let current = root;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        current = current.appendChild(new LightElement(name, attributes));
      },
      onclosetag() {
        if (current !== root) current = current.parentNode ?? root;
      },
      ontext(data) {
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
