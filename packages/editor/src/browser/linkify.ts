import { Fragment, Slice, type Node as PMNode } from 'prosemirror-model';
import { findLinks } from '../links/find-links.ts';
import { schema } from '../schema.ts';

function linkifyText(node: PMNode): PMNode[] {
  const linkType = schema.marks.link;
  if (linkType.isInSet(node.marks)) return [node];
  const text = node.text!;
  const links = findLinks(text);
  if (links.length === 0) return [node];
  const parts: PMNode[] = [];
  let at = 0;
  for (const link of links) {
    if (link.start > at) parts.push(node.type.schema.text(text.slice(at, link.start), node.marks));
    parts.push(
      node.type.schema.text(link.text, linkType.create({ href: link.href }).addToSet(node.marks)),
    );
    at = link.end;
  }
  if (at < text.length) parts.push(node.type.schema.text(text.slice(at), node.marks));
  return parts;
}

/** Adds link marks to the URLs, www. addresses and e-mail addresses in text that has none. */
export function linkifyFragment(fragment: Fragment): Fragment {
  const children: PMNode[] = [];
  let changed = false;
  fragment.forEach((child) => {
    if (child.isText) {
      const parts = linkifyText(child);
      if (parts.length !== 1 || parts[0] !== child) changed = true;
      children.push(...parts);
    } else if (child.content.size > 0) {
      const content = linkifyFragment(child.content);
      if (content !== child.content) changed = true;
      children.push(content === child.content ? child : child.copy(content));
    } else children.push(child);
  });
  return changed ? Fragment.from(children) : fragment;
}

/** The pasted slice with its plain-text URLs linked (allowed protocols only). */
export function linkifySlice(slice: Slice): Slice {
  const content = linkifyFragment(slice.content);
  return content === slice.content ? slice : new Slice(content, slice.openStart, slice.openEnd);
}
