import fc from 'fast-check';

/*
 * Generated chapter HTML: the schema's own elements mixed with Word/Docs-style wrappers,
 * elements the schema drops, hostile attributes, entities and stray markup characters.
 */

const hrefs = [
  'https://example.com/a',
  'http://example.com/b?c=d',
  'https://example.com/?a=1&amp;b=%3C2%3E&amp;c=&lt;x&gt;',
  'mailto:ed@example.com',
  '#notes',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'data:text/html,x',
  '/relative',
  'tel:+1555',
];

const styles = [
  'text-align: center',
  'text-align:right',
  'text-align: left',
  'text-align: justify',
  'font-weight: bold',
  'font-weight: 400',
  'font-style: italic',
  'text-decoration: underline',
  'white-space: pre',
  'color: red',
];

const tags = [
  'p',
  'p',
  'p',
  'h1',
  'h2',
  'h3',
  'h6',
  'ul',
  'ol',
  'li',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'mark',
  'a',
  'a',
  'span',
  'div',
  'blockquote',
  'pre',
  'sup',
  'sub',
  'span',
  'table',
  'td',
  'td',
  'th',
  'tr',
  'caption',
  'thead',
  'script',
  'style',
  'iframe',
  'o:p',
  'constructor',
  'P',
  'STRONG',
];
const voidTags = ['br', 'br', 'img', 'hr', 'input'];

const textChars = fc.constantFrom(
  ...'abcdefghij XYZ0123456789'.split(''),
  ' ',
  '  ',
  '\n',
  '\t',
  '\u00A0',
  '&',
  '<',
  '>',
  '"',
  "'",
  'é',
  '—',
  '*',
  '&amp;',
  '&lt;',
  '&nbsp;',
  '&#106;',
  '\u0000',
);

const text = fc.array(textChars, { maxLength: 12 }).map((chars) => chars.join(''));

const attributes = fc
  .record(
    {
      style: fc.constantFrom(...styles),
      href: fc.constantFrom(...hrefs),
      start: fc.constantFrom('0', '3', '-2', 'x'),
      align: fc.constantFrom('center', 'right', 'left'),
      onclick: fc.constant('alert(1)'),
      rel: fc.constant('noopener noreferrer nofollow'),
      'data-footnote': fc.constantFrom('', 'x'),
      class: fc.constantFrom('scene-break', 'footnote'),
      colspan: fc.constantFrom('2', '0', 'x'),
      rowspan: fc.constantFrom('3', '-1'),
      'data-colwidth': fc.constantFrom('120', '80,90', 'wide'),
    },
    { requiredKeys: [] },
  )
  .map((record) =>
    Object.entries(record)
      .map(([name, value]) => ` ${name}="${value.replaceAll('"', '&quot;')}"`)
      .join(''),
  );

const { node } = fc.letrec<{ node: string; element: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    tie('element'),
    fc.constantFrom(...voidTags).map((tag) => `<${tag}>`),
  ),
  element: fc
    .tuple(
      fc.constantFrom(...tags),
      attributes,
      fc.array(tie('node'), { maxLength: 4 }),
      fc.boolean(),
    )
    .map(
      ([tag, attrs, children, closed]) =>
        `<${tag}${attrs}>${children.join('')}${closed ? `</${tag}>` : ''}`,
    ),
}));

/** A chapter as HTML, well-formed or not. */
export const chapterHtml = fc.array(node, { maxLength: 6 }).map((nodes) => nodes.join(''));
