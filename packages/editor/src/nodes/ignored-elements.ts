import type { TagParseRule } from 'prosemirror-model';

/**
 * Elements whose content is not chapter prose: code, embedded documents and media, form
 * controls, document metadata, and the XML islands Word puts into pasted HTML. Their whole
 * subtree is skipped when parsing (other unknown elements, such as span or div, are unwrapped
 * and their text kept). Low priority, so the schema's own rules are tried first.
 */
export const IGNORED_ELEMENTS = [
  'applet',
  'audio',
  'button',
  'canvas',
  'embed',
  'frame',
  'frameset',
  'head',
  'iframe',
  'math',
  'meta',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'option',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'video',
  'xml',
] as const;

export const ignoredElementRules: TagParseRule[] = IGNORED_ELEMENTS.map((tag) => ({
  tag,
  ignore: true,
  priority: 0,
}));
