import type { EditorState, Transaction } from 'prosemirror-state';
import { schema } from '../../schema.ts';

/** A stored image, as the upload route answers it. */
export interface UploadedFigureImage {
  image: string;
  width: number;
  height: number;
}

/** A new figure id: short, and unlikely to meet another in one book. */
export function newFigureId(): string {
  return `fig-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Inserts a figure of a stored image at the selection (replacing it), with an empty caption and
 * source line, and no alt text yet (the readiness view and the export ask for it).
 */
export function insertFigure(
  state: EditorState,
  dispatch: ((tr: Transaction) => void) | undefined,
  uploaded: UploadedFigureImage,
  alt = '',
): boolean {
  const { figure, figure_caption, figure_source } = schema.nodes;
  const node = figure.create(
    {
      id: newFigureId(),
      image: uploaded.image,
      alt,
      width: uploaded.width,
      height: uploaded.height,
    },
    [figure_caption.create(), figure_source.create()],
  );
  if (dispatch) dispatch(state.tr.replaceSelectionWith(node).scrollIntoView());
  return true;
}

/** Sets the alt text of the figure at `pos`. */
export function setFigureAlt(state: EditorState, pos: number, alt: string): Transaction | null {
  const node = state.doc.nodeAt(pos);
  if (node?.type !== schema.nodes.figure || node.attrs.alt === alt) return null;
  return state.tr.setNodeAttribute(pos, 'alt', alt);
}
