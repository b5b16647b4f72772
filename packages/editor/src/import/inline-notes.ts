import { Parser } from 'htmlparser2';
import { escapeAttribute, escapeText } from '../html/html-serializer.ts';
import { VOID_ELEMENTS } from '../html/void-elements.ts';
import { FOOTNOTE_ATTRIBUTE } from '../nodes/footnote.node.ts';

/*
 * Converters write notes as a numbered list at the end of the document, linked from a reference
 * mark in the text: mammoth (.docx) `<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup>`
 * and `<li id="footnote-1"><p>Text <a href="#footnote-ref-1">↑</a></p></li>` (endnotes alike),
 * markdown-it-footnote `<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup>` and
 * `<section class="footnotes"><ol><li id="fn1">…`, and Word's clipboard
 * `<a href="#_ftn1" name="_ftnref1">…</a>` with `<div style="mso-element:footnote" id="ftn1">` in a
 * footnote list at the end (its separator rule included). The chapter schema keeps a note where its
 * reference stands, so each reference is replaced by the note's text in the schema's footnote form,
 * and the list at the end goes. Anything else is left as it is.
 */

interface Element {
  name: string;
  attributes: Record<string, string>;
  children: Child[];
  parent: Element | null;
}
type Child = Element | string;

const NOTE_ID = /^(?:footnote-|endnote-|fn|ftn|edn)\d+$/;
const NOTE_ELEMENTS = new Set(['li', 'div']);
/** An id attribute that may name a note (NOTE_ID), in any case: without one there is nothing to inline. */
const MAYBE_NOTE_ID = /\sid\s*=\s*["']?(?:footnote-|endnote-|fn|ftn|edn)\d/i;

function parseTree(html: string): Element {
  const root: Element = { name: '', attributes: {}, children: [], parent: null };
  let current = root;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element: Element = { name, attributes, children: [], parent: current };
        current.children.push(element);
        current = element;
      },
      onclosetag() {
        current = current.parent ?? root;
      },
      ontext(text) {
        current.children.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return root;
}

function serialize(children: readonly Child[]): string {
  let out = '';
  for (const child of children) {
    if (typeof child === 'string') {
      out += escapeText(child);
      continue;
    }
    out += `<${child.name}`;
    for (const [name, value] of Object.entries(child.attributes))
      out += ` ${name}="${escapeAttribute(value)}"`;
    out += '>';
    if (!VOID_ELEMENTS.has(child.name)) out += `${serialize(child.children)}</${child.name}>`;
  }
  return out;
}

function walk(element: Element, visit: (element: Element) => void): void {
  for (const child of element.children) {
    if (typeof child === 'string') continue;
    visit(child);
    walk(child, visit);
  }
}

const textOf = (children: readonly Child[]): string =>
  children.map((child) => (typeof child === 'string' ? child : textOf(child.children))).join('');

/** The note's content as inline HTML: its paragraphs joined by line breaks, back links left out. */
function noteContent(note: Element, backTargets: ReadonlySet<string>): Child[] {
  const isBackLink = (child: Child) =>
    typeof child !== 'string' &&
    child.name === 'a' &&
    (backTargets.has(child.attributes.href ?? '') ||
      /\bfootnote-backref\b/.test(child.attributes.class ?? ''));
  const strip = (children: readonly Child[]): Child[] =>
    children
      .filter((child) => !isBackLink(child))
      .map((child) =>
        typeof child === 'string' ? child : { ...child, children: strip(child.children) },
      );
  const blocks = note.children.filter((c) => typeof c !== 'string' || c.trim() !== '');
  const inline: Child[] = [];
  for (const block of blocks) {
    const content = typeof block !== 'string' && block.name === 'p' ? block.children : [block];
    const stripped = strip(content);
    // The space before a dropped back link would end the line.
    const last = stripped[stripped.length - 1];
    if (typeof last === 'string') stripped[stripped.length - 1] = last.trimEnd();
    if (textOf(stripped).trim() === '') continue;
    if (inline.length) inline.push({ name: 'br', attributes: {}, children: [], parent: null });
    inline.push(...stripped);
  }
  return inline;
}

function remove(element: Element): void {
  const siblings = element.parent?.children;
  if (siblings) siblings.splice(siblings.indexOf(element), 1);
}

function insideNote(element: Element, notes: ReadonlyMap<string, Element>): boolean {
  for (let at = element.parent; at; at = at.parent)
    if (at.attributes.id !== undefined && notes.get(at.attributes.id) === at) return true;
  return false;
}

/** HTML with each note reference replaced by its note, in the chapter schema's footnote form. */
export function inlineNotes(html: string): string {
  // Most documents have no notes: a scan for a note's id is much cheaper than the parse.
  if (!MAYBE_NOTE_ID.test(html)) return html;
  const root = parseTree(html);
  const notes = new Map<string, Element>();
  const references: Element[] = [];
  walk(root, (element) => {
    if (NOTE_ELEMENTS.has(element.name) && NOTE_ID.test(element.attributes.id ?? ''))
      notes.set(element.attributes.id!, element);
    if (element.name === 'a' && element.attributes.href?.startsWith('#')) references.push(element);
  });
  if (notes.size === 0) return html;
  // Word links "#_ftn1" to the note whose id is "ftn1".
  const noteOf = (a: Element) => {
    const target = a.attributes.href!.slice(1);
    return notes.get(target) ?? (target.startsWith('_') ? notes.get(target.slice(1)) : undefined);
  };
  const backTargets = new Set<string>();
  // A link inside a note is its back link, never a reference.
  const used = references.filter((a) => noteOf(a) && !insideNote(a, notes));
  for (const a of used) {
    if (a.attributes.id) backTargets.add(`#${a.attributes.id}`);
    if (a.attributes.name) backTargets.add(`#${a.attributes.name}`);
  }
  for (const a of used) {
    const note = noteOf(a)!;
    // The reference mark is the link, or the <sup> that holds only it.
    const parent = a.parent!;
    const mark =
      parent.name === 'sup' &&
      parent.children.filter((c) => typeof c !== 'string' || c.trim()).length === 1
        ? parent
        : a;
    const footnote: Element = {
      name: 'span',
      attributes: { [FOOTNOTE_ATTRIBUTE]: '' },
      children: noteContent(note, backTargets),
      parent: mark.parent,
    };
    const siblings = mark.parent!.children;
    siblings[siblings.indexOf(mark)] = footnote;
  }
  // The lists the notes stood in, and markdown-it-footnote's section and rule around them.
  for (const note of notes.values()) {
    const list = note.parent!;
    remove(note);
    // The list, or Word's footnote list with its separator rule, once only whitespace is left.
    const wordList = /mso-element:\s*(?:foot|end)note-list/i.test(list.attributes.style ?? '');
    if ((list.name === 'ol' || wordList) && textOf(list.children).trim() === '') remove(list);
  }
  const leftovers: Element[] = [];
  walk(root, (element) => {
    const className = element.attributes.class ?? '';
    if (/\bfootnotes-sep\b/.test(className)) leftovers.push(element);
    else if (element.name === 'section' && /\bfootnotes\b/.test(className))
      if (textOf(element.children).trim() === '') leftovers.push(element);
  });
  leftovers.forEach(remove);
  return serialize(root.children);
}
