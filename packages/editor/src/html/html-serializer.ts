import type { DOMOutputSpec, Fragment, Mark, Node as PMNode } from 'prosemirror-model';
import { VOID_ELEMENTS } from './void-elements.ts';

/*
 * Writes a document as HTML without building a DOM: each node's and mark's own toDOM spec is
 * rendered to a string, and marks are opened and closed exactly as ProseMirror's DOMSerializer
 * does, so the output is the same HTML the DOMSerializer would produce (a test holds it to that).
 * Escaping follows the HTML serialisation algorithm, plus < and > in attribute values.
 */

const textEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\u00A0': '&nbsp;',
};
const attributeEscapes: Record<string, string> = { ...textEscapes, '"': '&quot;' };

const textSpecial = /[&<>\u00A0]/;
const textSpecialAll = /[&<>\u00A0]/g;
const attributeSpecialAll = /[&<>"\u00A0]/g;

export function escapeText(text: string): string {
  return textSpecial.test(text) ? text.replace(textSpecialAll, (char) => textEscapes[char]!) : text;
}

export function escapeAttribute(value: string): string {
  return value.replace(attributeSpecialAll, (char) => attributeEscapes[char]!);
}

const attributeName = /^[a-z][a-z0-9-]*$/;

interface Rendered {
  open: string;
  close: string;
  /** False when the spec has no content hole (a leaf such as <br>). */
  hasHole: boolean;
}

function isAttrs(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Renders a DOMOutputSpec around a content hole ("0"). Only array specs are supported. */
function renderSpec(spec: DOMOutputSpec): Rendered {
  if (typeof spec === 'string') return { open: escapeText(spec), close: '', hasHole: false };
  if (!Array.isArray(spec)) throw new Error('html-serializer renders array and string specs only');
  const [tag, ...rest] = spec as unknown as readonly [string, ...unknown[]];
  if (!attributeName.test(tag)) throw new Error(`Unsupported tag in spec: ${tag}`);
  let open = `<${tag}`;
  let start = 0;
  if (isAttrs(rest[0])) {
    for (const [name, value] of Object.entries(rest[0])) {
      if (value == null) continue;
      if (!attributeName.test(name)) throw new Error(`Unsupported attribute in spec: ${name}`);
      open += ` ${name}="${escapeAttribute(String(value))}"`;
    }
    start = 1;
  }
  open += '>';
  if (VOID_ELEMENTS.has(tag)) return { open, close: '', hasHole: false };
  let before = '';
  let after = '';
  let hasHole = false;
  for (const child of rest.slice(start)) {
    if (child === 0) {
      if (rest.length - start > 1)
        throw new Error('A content hole must be the only child of its parent');
      hasHole = true;
      continue;
    }
    const inner = renderSpec(child as DOMOutputSpec);
    if (inner.hasHole) {
      if (hasHole) throw new Error('A spec may hold only one content hole');
      hasHole = true;
      before += inner.open;
      after = inner.close + after;
    } else if (hasHole) after += inner.open + inner.close;
    else before += inner.open + inner.close;
  }
  return { open: open + before, close: `${after}</${tag}>`, hasHole };
}

// Marks are immutable and attribute-less ones are shared instances, so their rendering is cached.
const renderedMarks = new WeakMap<Mark, Rendered | null>();

function renderMark(mark: Mark, inline: boolean): Rendered | null {
  const toDOM = mark.type.spec.toDOM;
  if (!inline) return toDOM ? renderSpec(toDOM(mark, inline)) : null;
  let rendered = renderedMarks.get(mark);
  if (rendered === undefined) {
    rendered = toDOM ? renderSpec(toDOM(mark, inline)) : null;
    renderedMarks.set(mark, rendered);
  }
  return rendered;
}

function serializeNode(node: PMNode): string {
  if (node.isText) return escapeText(node.text ?? '');
  const toDOM = node.type.spec.toDOM;
  if (!toDOM) throw new Error(`Node type ${node.type.name} cannot be serialised`);
  const rendered = renderSpec(toDOM(node));
  if (!rendered.hasHole) {
    if (node.content.size > 0)
      throw new Error(`Content hole missing for non-leaf node ${node.type.name}`);
    return rendered.open + rendered.close;
  }
  return rendered.open + serializeFragment(node.content) + rendered.close;
}

/** The string counterpart of DOMSerializer.serializeFragment, mark handling included. */
export function serializeFragment(fragment: Fragment): string {
  let out = '';
  const active: { mark: Mark; close: string }[] = [];
  fragment.forEach((node) => {
    if (active.length || node.marks.length) {
      let keep = 0;
      let rendered = 0;
      while (keep < active.length && rendered < node.marks.length) {
        const next = node.marks[rendered]!;
        if (!next.type.spec.toDOM) {
          rendered++;
          continue;
        }
        if (!next.eq(active[keep]!.mark) || next.type.spec.spanning === false) break;
        keep++;
        rendered++;
      }
      while (keep < active.length) out += active.pop()!.close;
      while (rendered < node.marks.length) {
        const mark = node.marks[rendered++]!;
        const markDom = renderMark(mark, node.isInline);
        if (markDom) {
          out += markDom.open;
          active.push({ mark, close: markDom.close });
        }
      }
    }
    out += serializeNode(node);
  });
  while (active.length) out += active.pop()!.close;
  return out;
}
