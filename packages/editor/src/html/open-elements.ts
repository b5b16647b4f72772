import type { LightElement } from './light-dom.ts';

/** One element htmlparser2 holds open, and what the tree made of it. */
interface Entry {
  name: string;
  /** The element created for it; null when it was nested too deep and unwrapped. */
  element: LightElement | null;
  /** Where its content went before it opened, and goes again once it closes. */
  parent: LightElement;
}

/** Start tags that end an open paragraph, as in a browser (HTML's "close a p element"). */
const CLOSES_PARAGRAPH = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
]);
/** Elements a paragraph or list item inside them cannot be ended from outside of. */
const SCOPE_BOUNDARIES = new Set([
  'applet',
  'button',
  'caption',
  'marquee',
  'object',
  'table',
  'td',
  'template',
  'th',
]);
const LIST_BOUNDARIES = new Set([...SCOPE_BOUNDARIES, 'ol', 'ul']);

/**
 * The elements htmlparser2 holds open, in step with its own stack (it reports every open and
 * close in order), and where new content goes.
 *
 * htmlparser2 ends an open <p> or <li> only when it is the innermost element, so sloppy HTML such
 * as `<p><span>one<p><span>two` nests every paragraph in the one before. A browser ends the open
 * paragraph there; so does this: it closes the elements up to that paragraph itself, and ignores
 * them when htmlparser2 reports their end later. Likewise a <li> ends an open list item.
 */
export class OpenElements {
  private readonly entries: Entry[] = [];
  private depth = 0;
  /** Open (created, not yet ended) <p> and <li> elements, so most start tags need no search. */
  private readonly openCounts = new Map<string, number>([
    ['p', 0],
    ['li', 0],
  ]);

  constructor(
    private current: LightElement,
    private readonly maxDepth: number,
  ) {}

  /** Where content goes now. */
  get insertionPoint(): LightElement {
    return this.current;
  }

  /** How many elements htmlparser2 holds open. */
  get size(): number {
    return this.entries.length;
  }

  /** Records an element htmlparser2 opened; `create` makes it unless it is nested too deep. */
  open(name: string, create: () => LightElement): void {
    if (CLOSES_PARAGRAPH.has(name)) this.closeInScope('p', SCOPE_BOUNDARIES);
    if (name === 'li') this.closeInScope('li', LIST_BOUNDARIES);
    const parent = this.current;
    if (this.depth >= this.maxDepth) {
      this.entries.push({ name, element: null, parent });
      return;
    }
    const element = parent.appendChild(create());
    this.entries.push({ name, element, parent });
    this.current = element;
    this.depth++;
    this.count(name, 1);
  }

  /** Records the end htmlparser2 reported for its innermost open element. */
  close(): void {
    const entry = this.entries.pop();
    if (entry?.element && !entry.element.closed) this.end(entry);
  }

  private end(entry: Entry): void {
    entry.element!.closed = true;
    this.current = entry.parent;
    this.depth--;
    this.count(entry.name, -1);
  }

  private count(name: string, change: number): void {
    const count = this.openCounts.get(name);
    if (count !== undefined) this.openCounts.set(name, count + change);
  }

  /** Ends the innermost open `name` element, and everything inside it, unless a boundary comes first. */
  private closeInScope(name: string, boundaries: ReadonlySet<string>): void {
    if (this.openCounts.get(name) === 0) return;
    for (let index = this.entries.length - 1; index >= 0; index--) {
      const entry = this.entries[index]!;
      if (!entry.element || entry.element.closed) continue;
      if (entry.name === name) {
        for (let inner = this.entries.length - 1; inner >= index; inner--) {
          const open = this.entries[inner]!;
          if (open.element && !open.element.closed) this.end(open);
        }
        return;
      }
      if (boundaries.has(entry.name)) return;
    }
  }
}
