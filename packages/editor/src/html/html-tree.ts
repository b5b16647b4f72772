import { Parser } from 'htmlparser2';
import { BLOCK_LIKE_ELEMENTS } from './block-like-elements.ts';
import { stripControlCharacters } from './control-characters.ts';
import { countingStack } from './counting-stack.ts';
import { LightElement, LightRoot, LightText, type TreeSource } from './light-dom.ts';
import { OpenElements } from './open-elements.ts';
import { VOID_ELEMENTS } from './void-elements.ts';

const clean = stripControlCharacters;

function cleanAttributes(attributes: Record<string, string>): Record<string, string> {
  for (const name in attributes) attributes[name] = clean(attributes[name]!);
  return attributes;
}

/** Input fed to the parser per pump: a few dozen paragraphs. */
const CHUNK_LENGTH = 16 * 1024;

/**
 * Elements nested deeper than this are unwrapped (their content kept in the deepest element
 * kept). Prose never comes close; without a bound, a few thousand nested tags would overflow the
 * stack of ProseMirror's recursive parser and fail the write.
 */
export const MAX_ELEMENT_DEPTH = 200;

/**
 * Past this many elements left open at once the input is refused: htmlparser2 keeps its own
 * stack of open elements, and the cost of each tag grows with it, so megabytes of unclosed tags
 * would hold the event loop for seconds. Sloppy but real HTML (a paragraph per line, each with
 * an inline element never closed) stays far below it.
 */
export const MAX_OPEN_ELEMENTS = 10_000;

/** HTML that cannot be stored as a chapter at all (not merely cleaned). Its message is for people. */
export class ChapterHtmlError extends Error {
  override readonly name = 'ChapterHtmlError';
}

/**
 * Parses HTML into a light DOM under a synthetic BODY element, lazily (see light-dom.ts).
 * htmlparser2 decodes entities in text and attributes, treats script/style/title/textarea
 * content as raw text, closes void elements and implies missing end tags; the tree is then read
 * only through the schema's rules, so where it differs from a browser's tree the stored output
 * is still only what the schema writes. Table cells, <pre> and the like are read as <div>
 * (see block-like-elements.ts).
 */
export function parseHtmlTree(html: string, chunkLength = CHUNK_LENGTH): LightElement {
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
      parser.write(html.slice(position, position + chunkLength));
      position += chunkLength;
      return true;
    },
  };
  const root = new LightRoot('body', {}, source);
  const open = new OpenElements(root, MAX_ELEMENT_DEPTH);
  // Text is appended only when complete (at the next tag or the end), never while a node that
  // the reader may already have read could still grow across a chunk boundary.
  let pendingText = '';
  const flushText = () => {
    if (pendingText === '') return;
    open.insertionPoint.appendChild(new LightText(clean(pendingText)));
    pendingText = '';
  };
  const createElement = (name: string, attributes: Record<string, string>) =>
    new LightElement(
      BLOCK_LIKE_ELEMENTS.has(name) ? 'div' : name,
      cleanAttributes(attributes),
      source,
    );
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        flushText();
        // Void elements have no content and close at once: always created, never on the stack.
        if (VOID_ELEMENTS.has(name)) {
          open.insertionPoint.appendChild(createElement(name, attributes)).closed = true;
          return;
        }
        if (open.size >= MAX_OPEN_ELEMENTS)
          throw new ChapterHtmlError('The chapter’s HTML is nested too deeply to store.');
        open.open(name, () => createElement(name, attributes));
      },
      onclosetag(name) {
        flushText();
        if (!VOID_ELEMENTS.has(name)) open.close();
      },
      ontext(text) {
        pendingText += text;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  // htmlparser2 10.1.0 (pinned) keeps its open elements in this field; see counting-stack.ts.
  (parser as unknown as { stack: string[] }).stack = countingStack();
  return root;
}
