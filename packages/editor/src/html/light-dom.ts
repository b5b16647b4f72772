/*
 * The smallest DOM ProseMirror's DOMParser needs, grown from htmlparser2's events while the
 * DOMParser reads it.
 *
 * A full DOM (linkedom) spent most of a large chapter's parse building features nobody reads
 * here and matching rules through a general CSS engine. These nodes hold only tree links,
 * attributes and a style reader, and match the simple selectors our schema's parse rules use.
 *
 * The tree is also lazy: firstChild and nextSibling feed the HTML parser more input only when
 * the DOMParser asks for a node not read yet, and the root forgets top-level nodes once they
 * are behind the reader. Only the part of a chapter being read is alive at any time, so a long
 * chapter does not keep a second full copy of itself on the heap while its document is built
 * (most of the parse time of a 100,000-word chapter was garbage collection of that copy).
 */

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Where the tree's next nodes come from: feeds more HTML to the parser; false once all is read. */
export interface TreeSource {
  pump(): boolean;
}

abstract class LightNode {
  abstract readonly nodeType: number;
  abstract readonly nodeName: string;
  parentNode: LightElement | null = null;
  previousSibling: LightNode | null = null;
  next: LightNode | null = null;

  get ownerDocument(): typeof lightDocument {
    return lightDocument;
  }

  get nextSibling(): LightNode | null {
    const parent = this.parentNode;
    if (parent) {
      while (this.next === null && !parent.closed && parent.source.pump()) {
        // parsing more input until this node's next sibling or its parent's end tag appears
      }
      if (parent.isStreamingRoot) this.previousSibling = null;
    }
    return this.next;
  }
}

// Constant DOM properties are prototype getters, not per-node fields: a long chapter has tens of
// thousands of nodes, and smaller nodes mean less for the garbage collector to copy.
export class LightText extends LightNode {
  constructor(public nodeValue: string) {
    super();
  }

  get nodeType(): number {
    return 3;
  }

  get nodeName(): string {
    return '#text';
  }
}

/** Inline style declarations, read from the style attribute the way ProseMirror's readStyles asks. */
class LightStyle {
  private readonly declarations = new Map<string, string>();

  constructor(text: string | null) {
    if (!text) return;
    for (const declaration of text.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon <= 0) continue;
      const name = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration
        .slice(colon + 1)
        .replace(/!\s*important\s*$/i, '')
        .trim()
        .toLowerCase();
      if (name && value) this.declarations.set(name, value);
    }
  }

  get length(): number {
    return this.declarations.size;
  }

  /**
   * Chapters are prose: whitespace is always collapsed, so no element reports preformatted
   * text (a kept run of spaces would collapse on the next parse and break idempotence).
   */
  get whiteSpace(): string {
    return '';
  }

  getPropertyValue(name: string): string {
    return this.declarations.get(name) ?? '';
  }
}

const NO_STYLE = new LightStyle(null);

type Matcher = (element: LightElement) => boolean;
const matcherCache = new Map<string, Matcher>();
const simpleSelector = /^([a-z][a-z0-9]*)(?:\[([a-z-]+)\])?$/;

function compileSelector(selector: string): Matcher {
  const parsed = simpleSelector.exec(selector);
  if (!parsed)
    throw new Error(`light-dom supports "tag" and "tag[attr]" selectors only, not "${selector}"`);
  const tag = parsed[1]!.toUpperCase();
  const attribute = parsed[2];
  return attribute === undefined
    ? (element) => element.nodeName === tag
    : (element) => element.nodeName === tag && element.hasAttribute(attribute);
}

export class LightElement extends LightNode {
  readonly nodeName: string;
  /** True once the parser has seen this element's end (explicit or implied). */
  closed = false;
  private first: LightNode | null = null;
  private last: LightNode | null = null;
  private styleCache: LightStyle | undefined;

  constructor(
    tagName: string,
    private readonly attributes: Record<string, string>,
    readonly source: TreeSource,
  ) {
    super();
    this.nodeName = tagName.toUpperCase();
  }

  get nodeType(): number {
    return 1;
  }

  get namespaceURI(): string {
    return HTML_NAMESPACE;
  }

  get tagName(): string {
    return this.nodeName;
  }

  /** True on the root only: it drops its hold on top-level nodes the reader has passed. */
  get isStreamingRoot(): boolean {
    return false;
  }

  get firstChild(): LightNode | null {
    while (this.first === null && !this.closed && this.source.pump()) {
      // parsing more input until this element's first child or its end tag appears
    }
    const first = this.first;
    if (this.isStreamingRoot) this.first = null;
    return first;
  }

  get childNodes(): LightNode[] {
    const children: LightNode[] = [];
    for (let child = this.firstChild; child; child = child.nextSibling) children.push(child);
    return children;
  }

  get style(): LightStyle {
    if (this.styleCache) return this.styleCache;
    const text = this.getAttribute('style');
    this.styleCache = text ? new LightStyle(text) : NO_STYLE;
    return this.styleCache;
  }

  getAttribute(name: string): string | null {
    return Object.hasOwn(this.attributes, name) ? (this.attributes[name] ?? null) : null;
  }

  hasAttribute(name: string): boolean {
    return Object.hasOwn(this.attributes, name);
  }

  matches(selector: string): boolean {
    let matcher = matcherCache.get(selector);
    if (!matcher) {
      matcher = compileSelector(selector);
      matcherCache.set(selector, matcher);
    }
    return matcher(this);
  }

  /** Appends child, moving it out of its current parent first (ProseMirror's list normalisation relies on this). */
  appendChild<T extends LightNode>(child: T): T {
    child.parentNode?.removeChild(child);
    if (this.last) this.last.next = child;
    else this.first = child;
    child.previousSibling = this.last;
    child.next = null;
    child.parentNode = this;
    this.last = child;
    return child;
  }

  removeChild<T extends LightNode>(child: T): T {
    if (child.parentNode !== this) throw new Error('Not a child of this element');
    if (child.previousSibling) child.previousSibling.next = child.next;
    else this.first = child.next;
    if (child.next) child.next.previousSibling = child.previousSibling;
    else this.last = child.previousSibling;
    child.parentNode = null;
    child.previousSibling = null;
    child.next = null;
    return child;
  }
}

/** The root of a lazily parsed tree (see the top of this file). */
export class LightRoot extends LightElement {
  override get isStreamingRoot(): boolean {
    return true;
  }
}

const lightDocument = {
  createTextNode: (value: string) => new LightText(value),
};
