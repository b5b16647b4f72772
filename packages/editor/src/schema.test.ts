import { Node as PMNode } from 'prosemirror-model';
import { describe, expect, it } from 'vitest';
import { link } from './marks/link.mark.ts';
import { schema } from './schema.ts';

describe('chapter schema', () => {
  it('has the nodes and marks the editor offers', () => {
    expect(Object.keys(schema.nodes).sort()).toEqual(
      [
        'blockquote',
        'bullet_list',
        'doc',
        'hard_break',
        'heading',
        'list_item',
        'ordered_list',
        'paragraph',
        'scene_break',
        'footnote',
        'table_figure',
        'table_caption',
        'table',
        'table_row',
        'table_header',
        'table_cell',
        'figure',
        'figure_caption',
        'figure_source',
        'cross_reference',
        'text',
      ].sort(),
    );
    expect(Object.keys(schema.marks)).toEqual([
      'link',
      'bold',
      'italic',
      'underline',
      'highlight',
      'superscript',
      'subscript',
    ]);
  });

  it('refuses to create a link mark to a disallowed protocol', () => {
    expect(() => schema.marks.link.create({ href: 'javascript:alert(1)' })).toThrow(RangeError);
    expect(schema.marks.link.create({ href: 'https://example.com' }).attrs.href).toBe(
      'https://example.com',
    );
  });

  it('fails Node.check on a document from JSON that holds a javascript: link', () => {
    const json = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'x',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
          ],
        },
      ],
    };
    expect(() => PMNode.fromJSON(schema, json).check()).toThrow();
  });

  it('renders a link whose href slipped past validation without an href', () => {
    const forged = { attrs: { href: 'javascript:alert(1)' } } as unknown as Parameters<
      NonNullable<typeof link.toDOM>
    >[0];
    expect(link.toDOM!(forged, true)).toEqual(['a', 0]);
  });

  it('limits headings to levels 1-6 and alignment to left, center, right', () => {
    expect(() => schema.nodes.heading.create({ level: 7 })).toThrow(RangeError);
    expect(() => schema.nodes.paragraph.create({ textAlign: 'justify' })).toThrow(RangeError);
    expect(schema.nodes.heading.create({ level: 6, textAlign: 'right' }).attrs).toEqual({
      level: 6,
      textAlign: 'right',
    });
  });
});
