import type { Attrs } from 'prosemirror-model';

/** Block alignments the toolbar offers (SPEC §2). Left is the default and is never written out. */
export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNMENTS)[number];
export const DEFAULT_TEXT_ALIGN: TextAlign = 'left';

export function isTextAlign(value: unknown): value is TextAlign {
  return typeof value === 'string' && (TEXT_ALIGNMENTS as readonly string[]).includes(value);
}

const styleTextAlign = /(?:^|;)\s*text-align\s*:\s*([a-zA-Z-]+)/;

/** Alignment of a parsed block: its `style="text-align: …"`, else Word's legacy `align` attribute. */
export function parseTextAlign(dom: HTMLElement): TextAlign {
  const fromStyle = styleTextAlign.exec(dom.getAttribute('style') ?? '')?.[1];
  const value = (fromStyle ?? dom.getAttribute('align') ?? '').toLowerCase();
  return isTextAlign(value) ? value : DEFAULT_TEXT_ALIGN;
}

/** DOM attributes that carry the alignment; empty for the default. */
export function textAlignDomAttrs(attrs: Attrs): Record<string, string> {
  const align = attrs.textAlign as unknown;
  return isTextAlign(align) && align !== DEFAULT_TEXT_ALIGN
    ? { style: `text-align: ${align}` }
    : {};
}

export const textAlignAttr = {
  textAlign: {
    default: DEFAULT_TEXT_ALIGN,
    validate: (value: unknown) => {
      if (!isTextAlign(value)) throw new RangeError(`Unsupported text alignment: ${String(value)}`);
    },
  },
};
