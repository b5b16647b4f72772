import { describe, expect, it } from 'vitest';
import { takeFrontMatter } from './front-matter.ts';

describe('takeFrontMatter', () => {
  it('takes the YAML block at the top and returns the text after it', () => {
    const { body, fields } = takeFrontMatter(
      '---\ntitle: "The Receipts Method"\nauthor:\n  - Dana Okafor\n  - Sam Lee\ndate: 2026-03-31\n---\n# Premise\n',
    );
    expect(body).toBe('# Premise\n');
    expect(fields).toEqual({
      title: 'The Receipts Method',
      author: ['Dana Okafor', 'Sam Lee'],
      date: '2026-03-31',
    });
  });

  it('leaves a block that is not a YAML mapping in the text, and a rule later in the file alone', () => {
    for (const text of [
      '---\n- just\n- a list\n---\nBody',
      '---\ntitle: [unclosed\n---\nBody',
      'Body\n\n---\n\nMore',
    ]) {
      expect(takeFrontMatter(text)).toEqual({ body: text, fields: {} });
    }
  });
});
