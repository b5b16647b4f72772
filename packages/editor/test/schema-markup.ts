import { Parser } from 'htmlparser2';
import { isAllowedHref, LINK_REL } from '../src/index.ts';

const allowedAttributes: Record<string, (name: string, value: string) => boolean> = {
  p: alignOnly,
  h1: alignOnly,
  h2: alignOnly,
  h3: alignOnly,
  h4: alignOnly,
  h5: alignOnly,
  h6: alignOnly,
  ul: none,
  ol: (name, value) => name === 'start' && /^\d+$/.test(value),
  li: none,
  br: none,
  strong: none,
  em: none,
  u: none,
  mark: none,
  sup: none,
  sub: none,
  blockquote: none,
  hr: (name, value) => name === 'class' && value === 'scene-break',
  span: (name, value) => name === 'data-footnote' && value === '',
  table: none,
  caption: none,
  tbody: none,
  tr: none,
  th: cellAttribute,
  td: cellAttribute,
  a: (name, value) =>
    (name === 'href' && isAllowedHref(value)) || (name === 'rel' && value === LINK_REL),
};

function none(): boolean {
  return false;
}

function cellAttribute(name: string, value: string): boolean {
  if (name === 'colspan' || name === 'rowspan') return /^[1-9]\d*$/.test(value);
  if (name === 'data-colwidth') return /^\d+(,\d+)*$/.test(value);
  return alignOnly(name, value);
}

function alignOnly(name: string, value: string): boolean {
  return name === 'style' && /^text-align: (center|right)$/.test(value);
}

/** Every element and attribute in html that the chapter schema would not write; empty when clean. */
export function foreignMarkup(html: string): string[] {
  const problems: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      const check = allowedAttributes[name];
      if (!check) problems.push(`<${name}>`);
      for (const [attribute, value] of Object.entries(attributes)) {
        if (!check?.(attribute, value)) problems.push(`<${name} ${attribute}="${value}">`);
      }
    },
    oncomment(data) {
      problems.push(`<!--${data}-->`);
    },
    onprocessinginstruction(name) {
      problems.push(`<?${name}>`);
    },
  });
  parser.end(html);
  return problems;
}
