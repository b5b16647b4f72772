/*
 * The smallest DOM ProseMirror's DOMParser needs, built straight from htmlparser2's events.
 * A full DOM (linkedom) spends most of a large chapter's parse building features nobody reads
 * here and matching rules through a general CSS engine; these nodes hold only tree links,
 * attributes and a style reader, and match the simple selectors our schema's parse rules use.
 */

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

abstract class LightNode {
  abstract readonly nodeType: number;
  abstract readonly nodeName: string;
  parentNode: LightElement | null = null;
  previousSibling: LightNode | null = null;
  nextSibling: LightNode | null = null;

  get ownerDocument(): typeof lightDocument {
    return lightDocument;
  }
}

export class LightText extends LightNode {
  readonly nodeType = 3;
  readonly nodeName = '#text';
  constructor(public nodeValue: string) {
    super();
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
  if (!parsed) throw new Error(`light-dom supports "tag" and "tag[attr]" selectors only, not "${selector}"`);
  const tag = parsed[1]!.toUpperCase();
  const attribute = parsed[2];
  return attribute === undefined
    ? (element) => element.nodeName === tag
    : (element) => element.nodeName === tag && element.hasAttribute(attribute);
}

export class LightElement extends LightNode {
  readonly nodeType = 1;
  readonly nodeName: string;
  readonly namespaceURI = HTML_NAMESPACE;
  readonly childNodes: LightNode[] = [];
  private styleCache: LightStyle | undefined;

  constructor(
    tagName: string,
    private readonly attributes: Record<string, string>,
  ) {
    super();
    this.nodeName = tagName.toUpperCase();
  }

  get tagName(): string {
    return this.nodeName;
  }

  get firstChild(): LightNode | null {
    return this.childNodes[0] ?? null;
  }

  get lastChild(): LightNode | null {
    return this.childNodes[this.childNodes.length - 1] ?? null;
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
    const last = this.lastChild;
    if (last) last.nextSibling = child;
    child.previousSibling = last;
    child.nextSibling = null;
    child.parentNode = this;
    this.childNodes.push(child);
    return child;
  }

  removeChild<T extends LightNode>(child: T): T {
    const index = this.childNodes.indexOf(child);
    if (index < 0) throw new Error('Not a child of this element');
    this.childNodes.splice(index, 1);
    if (child.previousSibling) child.previousSibling.nextSibling = child.nextSibling;
    if (child.nextSibling) child.nextSibling.previousSibling = child.previousSibling;
    child.parentNode = null;
    child.previousSibling = null;
    child.nextSibling = null;
    return child;
  }
}

const lightDocument = {
  createTextNode: (value: string) => new LightText(value),
};
