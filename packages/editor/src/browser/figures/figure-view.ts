import type { Node as PMNode } from 'prosemirror-model';
import type { Decoration, EditorView, NodeView, ViewMutationRecord } from 'prosemirror-view';
import { figureImageUrl } from '../../figures/figure-image-url.ts';
import { setFigureAlt } from './figure-commands.ts';

export const FIGURE_CLASS = 'figure-node';

/** The label a figure's or cross-reference's decoration carries ("Figure 2"). */
export const labelOf = (decorations: readonly Decoration[]): string =>
  (decorations.find((d) => typeof d.spec?.label === 'string')?.spec.label as string) ?? '';

/**
 * A figure in the chapter editor: the image, its label ("Figure 2", from the numbering plugin's
 * decoration), a field for its alt text, and the caption and source line as editable text (the
 * node's content). Alt text edits are steps of the chapter's document, so undo and autosave see them.
 */
export class FigureView implements NodeView {
  readonly dom: HTMLElement;
  readonly contentDOM: HTMLElement;
  private readonly image: HTMLImageElement;
  private readonly label: HTMLElement;
  private readonly alt: HTMLInputElement;

  constructor(
    private node: PMNode,
    private readonly view: EditorView,
    private readonly getPos: () => number | undefined,
    decorations: readonly Decoration[],
  ) {
    this.dom = document.createElement('figure');
    this.dom.className = FIGURE_CLASS;
    const chrome = document.createElement('div');
    chrome.contentEditable = 'false';
    chrome.className = 'figure-chrome';
    this.image = chrome.appendChild(document.createElement('img'));
    this.label = chrome.appendChild(document.createElement('span'));
    this.label.className = 'figure-label';
    const field = chrome.appendChild(document.createElement('label'));
    field.className = 'figure-alt';
    field.append('Alt text ');
    this.alt = field.appendChild(document.createElement('input'));
    this.alt.type = 'text';
    this.alt.placeholder = 'Describe the image for readers who cannot see it';
    this.alt.addEventListener('change', () => this.commitAlt());
    this.alt.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        this.commitAlt();
        view.focus();
      }
    });
    this.dom.appendChild(chrome);
    this.contentDOM = this.dom.appendChild(document.createElement('figcaption'));
    this.render(decorations);
  }

  private render(decorations: readonly Decoration[]): void {
    const { image, alt, width, height } = this.node.attrs as {
      image: string;
      alt: string;
      width: number | null;
      height: number | null;
    };
    const src = figureImageUrl(image);
    if (this.image.getAttribute('src') !== src) this.image.src = src;
    this.image.alt = alt;
    if (width) this.image.width = width;
    if (height) this.image.height = height;
    this.label.textContent = labelOf(decorations);
    if (document.activeElement !== this.alt) this.alt.value = alt;
    this.dom.dataset.missingAlt = String(alt.trim() === '');
  }

  private commitAlt(): void {
    const pos = this.getPos();
    if (pos === undefined) return;
    const tr = setFigureAlt(this.view.state, pos, this.alt.value.trim());
    if (tr) this.view.dispatch(tr);
  }

  update(node: PMNode, decorations: readonly Decoration[]): boolean {
    if (node.type !== this.node.type) return false;
    this.node = node;
    this.render(decorations);
    return true;
  }

  /** The alt text field handles its own typing and clicks; ProseMirror leaves them alone. */
  stopEvent(event: Event): boolean {
    return event.target === this.alt;
  }

  ignoreMutation(mutation: ViewMutationRecord): boolean {
    return !this.contentDOM.contains(mutation.target);
  }
}

/** A cross-reference in the editor: the current label of its target, as text. */
export class CrossReferenceView implements NodeView {
  readonly dom: HTMLElement;

  constructor(decorations: readonly Decoration[]) {
    this.dom = document.createElement('span');
    this.dom.className = 'cross-reference';
    this.dom.textContent = labelOf(decorations);
  }

  update(node: PMNode, decorations: readonly Decoration[]): boolean {
    if (node.type.name !== 'cross_reference') return false;
    this.dom.textContent = labelOf(decorations);
    return true;
  }
}
