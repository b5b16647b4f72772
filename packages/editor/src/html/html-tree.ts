import { Parser } from 'htmlparser2';
import { BLOCK_LIKE_ELEMENTS } from './block-like-elements.ts';
import { stripControlCharacters } from './control-characters.ts';
import { CountingStack } from './counting-stack.ts';
import { LightElement, LightRoot, LightText, type TreeSource } from './light-dom.ts';
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
 * Past this many open elements the input is refused: htmlparser2 keeps its own stack of open
 * elements, and the cost of each tag grows with it, so a megabyte of unclosed tags would hold
 * the event loop for seconds.
 */
export const MAX_OPEN_ELEMENTS = 1000;

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
  // The builder's own stack of open elements: ProseMirror may move an element that is still open
  // (a list directly inside a list goes into the item before it), so parentNode cannot be trusted
  // to lead back out.
  const open: LightElement[] = [];
  let current: LightElement = root;
  let depth = 0;
  // Open elements beyond MAX_ELEMENT_DEPTH, which were not created.
  let unwrapped = 0;
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
        if (depth >= MAX_ELEMENT_DEPTH && !VOID_ELEMENTS.has(name)) {
          if (depth + ++unwrapped > MAX_OPEN_ELEMENTS) throw new ChapterHtmlError('The chapter’s HTML is nested too deeply to store.');
          return;
        }
        const tag = BLOCK_LIKE_ELEMENTS.has(name) ? 'div' : name;
        open.push(current);
        current = current.appendChild(new LightElement(tag, cleanAttributes(attributes), source));
        depth++;
      },
      onclosetag(name) {
        flushText();
        // Void elements close as soon as they open and are always created.
        if (unwrapped > 0 && !VOID_ELEMENTS.has(name)) {
          unwrapped--;
          return;
        }
        const parent = open.pop();
        if (parent === undefined) return;
        current.closed = true;
        current = parent;
        depth--;
      },
      ontext(text) {
        pendingText += text;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  // htmlparser2 10.1.0 (pinned) keeps its open elements in this field; see counting-stack.ts.
  (parser as unknown as { stack: string[] }).stack = new CountingStack();
  return root;
}
