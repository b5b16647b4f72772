import type { NodeSpec } from 'prosemirror-model';
import { FIGURE_IMAGE_NAME, figureImageUrl } from '../figures/figure-image-url.ts';
import { TARGET_ID } from './cross-reference.node.ts';

export const FIGURE_CAPTION_CLASS = 'figure-caption';
export const FIGURE_SOURCE_CLASS = 'figure-source';

const MAX_SIDE = 100_000;

/** The first child element with this tag name, on a browser DOM and the server's light DOM alike. */
function childElement(dom: HTMLElement, tagName: string): HTMLElement | null {
  for (let child = dom.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 1 && child.nodeName === tagName) return child as HTMLElement;
  }
  return null;
}

function side(value: string | null | undefined): number | null {
  const number = Number(value);
  return value && /^\d+$/.test(value) && number > 0 && number <= MAX_SIDE ? number : null;
}

/**
 * A figure: a stored image, its alt text, a caption and a source line (docs/decisions/figures.md).
 * The image is named by `image` (a UUID of the figure store), never by a URL, so chapter HTML can
 * point at nothing but this book's stored images. The label ("Figure 3") is not stored: figures
 * are numbered where they are shown. A figure without a usable image name is dropped on parse.
 */
export const figure: NodeSpec = {
  group: 'block',
  content: 'figure_caption figure_source',
  defining: true,
  isolating: true,
  attrs: {
    id: { default: '' },
    image: { default: '' },
    alt: { default: '' },
    width: { default: null },
    height: { default: null },
  },
  parseDOM: [
    {
      tag: 'figure[data-image]',
      getAttrs: (dom) => {
        const image = dom.getAttribute('data-image') ?? '';
        if (!FIGURE_IMAGE_NAME.test(image)) return false;
        const id = dom.getAttribute('id') ?? '';
        const img = childElement(dom, 'IMG');
        return {
          id: TARGET_ID.test(id) ? id : `fig-${image.slice(0, 8)}`,
          image,
          alt: img?.getAttribute('alt')?.trim() ?? '',
          width: side(img?.getAttribute('width')),
          height: side(img?.getAttribute('height')),
        };
      },
      contentElement: (dom) => childElement(dom as HTMLElement, 'FIGCAPTION') ?? dom,
    },
  ],
  toDOM: (node) => [
    'figure',
    { id: node.attrs.id as string, 'data-image': node.attrs.image as string },
    [
      'img',
      {
        src: figureImageUrl(node.attrs.image as string),
        alt: node.attrs.alt as string,
        width: node.attrs.width as number | null,
        height: node.attrs.height as number | null,
      },
    ],
    ['figcaption', 0],
  ],
};

/** The rule for a caption or source paragraph: a <p> of its class, directly inside a figure. */
function figureTextblock(className: string): NodeSpec {
  return {
    content: '(text | hard_break | footnote)*',
    marks: '_',
    parseDOM: [
      {
        tag: 'p[class]',
        context: 'figure/',
        priority: 60,
        getAttrs: (dom) => (dom.getAttribute('class') === className ? null : false),
      },
    ],
    toDOM: () => ['p', { class: className }, 0],
  };
}

/** The caption's own words; "Figure 3." is put before them where the figure is shown. */
export const figureCaption = figureTextblock(FIGURE_CAPTION_CLASS);
/** Where the figure comes from ("Source: Smith (2020)."); may hold a citation, read as prose. */
export const figureSource = figureTextblock(FIGURE_SOURCE_CLASS);
