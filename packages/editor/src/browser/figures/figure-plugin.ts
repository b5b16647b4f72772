import type { Node as PMNode } from 'prosemirror-model';
import {
  Plugin,
  PluginKey,
  TextSelection,
  type EditorState,
  type Transaction,
} from 'prosemirror-state';
import { Decoration, DecorationSet, type EditorView } from 'prosemirror-view';
import { numberedItems, numberedKeys, type NumberedItem } from '../../figures/numbered-items.ts';
import { TABLE_LABEL_ATTRIBUTE } from '../table-plugins.ts';
import { dataUriImages } from './data-uri-images.ts';
import { insertFigure, type UploadedFigureImage } from './figure-commands.ts';
import { stepsTouch } from '../steps-touch.ts';
import { CrossReferenceView, FigureView } from './figure-view.ts';

const NUMBERED: ReadonlySet<string> = new Set(['figure', 'table_figure', 'cross_reference']);

export interface FigurePluginOptions {
  /** The labels of this chapter's numbered things, by id (the book's numbering decides). */
  labels: (items: NumberedItem[]) => ReadonlyMap<string, string>;
  /** Stores an image file and answers what a figure names it by; throws with a message to show. */
  upload: (file: File) => Promise<UploadedFigureImage>;
  /** Told when an upload fails. */
  onUploadError: (error: unknown) => void;
}

const key = new PluginKey<DecorationSet>('figures');

const MISSING = '[missing figure or table]';

/**
 * Labels on every figure and cross-reference, as decoration specs the node views read, and on
 * every table, as the attribute its caption's "Table 2.1: " is written from.
 */
function labelled(doc: PMNode, options: FigurePluginOptions): DecorationSet {
  const items = numberedItems(doc);
  const labels = options.labels(items);
  const keys = numberedKeys(items, doc);
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name === 'figure') {
      const label = labels.get(node.attrs.id as string) ?? '';
      decorations.push(Decoration.node(pos, pos + node.nodeSize, {}, { label }));
    } else if (node.type.name === 'table_figure') {
      const label = labels.get(keys.get(node) ?? '');
      if (label) {
        decorations.push(
          Decoration.node(pos, pos + node.nodeSize, { [TABLE_LABEL_ATTRIBUTE]: label }),
        );
        // On the caption too: CSS's attr() reads only the element's own attributes, so the
        // caption's ::before can write "Table 2.1: " only from its own.
        const caption = node.firstChild;
        if (caption?.type.name === 'table_caption')
          decorations.push(
            Decoration.node(pos + 1, pos + 1 + caption.nodeSize, {
              [TABLE_LABEL_ATTRIBUTE]: label,
            }),
          );
      }
      return false;
    } else if (node.type.name === 'cross_reference') {
      const label = labels.get(node.attrs.target as string) ?? MISSING;
      decorations.push(Decoration.node(pos, pos + node.nodeSize, {}, { label }));
    }
    return true;
  });
  return DecorationSet.create(doc, decorations);
}

const imageFiles = (files: FileList | null | undefined): File[] =>
  [...(files ?? [])].filter((file) => /^image\/(png|jpeg|webp)$/.test(file.type));

/** Uploads the files one by one, inserting each figure where the caret then is. */
export function uploadAndInsert(
  view: EditorView,
  files: File[],
  options: FigurePluginOptions,
): void {
  void (async () => {
    for (const file of files) {
      try {
        const uploaded = await options.upload(file);
        insertFigure(view.state, view.dispatch, uploaded);
      } catch (error) {
        options.onUploadError(error);
      }
    }
  })();
}

/**
 * Figures in the chapter editor: numbering (labels are decorations, counted again on every change,
 * so a cross-reference reads its target's current number), node views, and images pasted or
 * dropped onto the editor, which are uploaded and inserted as figures.
 */
export function figurePlugin(options: FigurePluginOptions): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key,
    state: {
      init: (_config, state) => labelled(state.doc, options),
      // Typing moves labels along; only a figure or reference added, removed or changed counts again.
      apply: (tr, previous) => {
        if (tr.getMeta(key)) return labelled(tr.doc, options);
        if (!tr.docChanged) return previous;
        return stepsTouch(tr, NUMBERED)
          ? labelled(tr.doc, options)
          : previous.map(tr.mapping, tr.doc);
      },
    },
    props: {
      decorations: (state) => key.getState(state),
      nodeViews: {
        figure: (node, view, getPos, decorations) =>
          new FigureView(node, view, getPos, decorations),
        cross_reference: (_node, _view, _getPos, decorations) =>
          new CrossReferenceView(decorations),
      },
      handlePaste: (view, event) => {
        const files = imageFiles(event.clipboardData?.files);
        if (files.length > 0) {
          uploadAndInsert(view, files, options);
          return true;
        }
        // A page pasted with images inline: its text pastes as usual, its images follow as figures.
        const inline = dataUriImages(event.clipboardData?.getData('text/html') ?? '');
        if (inline.length > 0) uploadAndInsert(view, inline, options);
        return false;
      },
      handleDrop: (view, event) => {
        const files = imageFiles(event.dataTransfer?.files);
        if (files.length === 0) return false;
        // The figure goes where the image was dropped.
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        if (at) {
          const { state } = view;
          view.dispatch(state.tr.setSelection(TextSelection.near(state.doc.resolve(at.pos))));
        }
        uploadAndInsert(view, files, options);
        return true;
      },
    },
  });
}

/** A transaction that counts the labels again (the book's numbering or chapter order changed). */
export const relabelFigures = (state: EditorState): Transaction => state.tr.setMeta(key, true);
