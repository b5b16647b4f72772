import { Fragment, type Node as PMNode } from 'prosemirror-model';
import { schema } from '../schema.ts';

/**
 * The ornaments manuscripts set alone on a line between scenes: "* * *", "***", "#" (standard
 * manuscript format), "⁂", "~ ~ ~", "• • •". Word and PDF files carry them as text.
 */
const ORNAMENT =
  /^(?:(?:\*\s*){3,}|(?:#\s*){1,3}|⁂|(?:~\s*){3,}|(?:•\s*){3,}|(?:·\s*){3,}|(?:-\s*){3,})$/;

const isOrnament = (node: PMNode) =>
  node.type === schema.nodes.paragraph && ORNAMENT.test(node.textContent.trim());

/** An imported document with each top-level ornament paragraph as a scene break. */
export function sceneBreaksFromOrnaments(doc: PMNode): PMNode {
  let found = false;
  doc.forEach((node) => {
    found ||= isOrnament(node);
  });
  if (!found) return doc;
  const blocks: PMNode[] = [];
  doc.forEach((node) => blocks.push(isOrnament(node) ? schema.nodes.scene_break.create() : node));
  return doc.copy(Fragment.from(blocks));
}
