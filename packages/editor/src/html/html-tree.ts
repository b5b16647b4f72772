import { Parser } from 'htmlparser2';
import { LightElement, LightText, type TreeSource } from './light-dom.ts';

// Controls other than tab, line feed, form feed and carriage return have no place in prose, and
// PostgreSQL text cannot hold NUL at all.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/g;

const clean = (value: string) => value.replace(controlCharacters, '');

function cleanAttributes(attributes: Record<string, string>): Record<string, string> {
  for (const name of Object.keys(attributes)) attributes[name] = clean(attributes[name]!);
  return attributes;
}

/** Input fed to the parser per pump: a few dozen paragraphs. */
const CHUNK_LENGTH = 16 * 1024;

/**
 * Parses HTML into a light DOM under a synthetic BODY element, lazily (see light-dom.ts).
 * htmlparser2 decodes entities in text and attributes, treats script/style/title/textarea
 * content as raw text, closes void elements and implies missing end tags; the tree is then read
 * only through the schema's rules, so where it differs from a browser's tree the stored output
 * is still only what the schema writes. PRE is read as a plain block (see LightStyle.whiteSpace).
 */
export function parseHtmlTree(html: string): LightElement {
  let position = 0;
  const source: TreeSource = {
    pump() {
      if (position >= html.length) {
        if (!root.closed) {
          parser.end();
          flushText();
          root.closed = true;
          return true;
        }
        return false;
      }
      parser.write(html.slice(position, position + CHUNK_LENGTH));
      position += CHUNK_LENGTH;
      return true;
    },
  };
  const root = new LightElement('body', {}, source);
  root.isStreamingRoot = true;
  let current = root;
  // Text is appended only when complete (at the next tag or the end), never while a node that
  // the reader may already have read could still grow across a chunk boundary.
  let pendingText = '';
  const flushText = () => {
    if (pendingText === '') return;
    current.appendChild(new LightText(clean(pendingText)));
    pendingText = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        flushText();
        const tag = name === 'pre' ? 'div' : name;
        current = current.appendChild(new LightElement(tag, cleanAttributes(attributes), source));
      },
      onclosetag() {
        flushText();
        if (current === root) return;
        current.closed = true;
        current = current.parentNode ?? root;
      },
      ontext(text) {
        pendingText += text;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  return root;
}
