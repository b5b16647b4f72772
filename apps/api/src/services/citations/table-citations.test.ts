import { describe, expect, it } from 'vitest';
import { readChapterCitations } from './chapter-citations.ts';

describe('citations in tables', () => {
  it('finds the works cited in a table’s caption and cells, each with its own sentence', () => {
    const { works } = readChapterCitations(
      '<p>Costs are compared below.</p>' +
        '<table><caption>Costs per meeting, after Smith (2020)</caption><tbody>' +
        '<tr><th><p>Board</p></th><th><p>Source</p></th></tr>' +
        '<tr><td><p>Housing</p></td><td><p>Reported by the treasurer (Jones &amp; Lee, 2019).</p></td></tr>' +
        '</tbody></table>',
    );
    expect(works.map(({ work }) => work.first.text)).toEqual([
      'Smith (2020)',
      '(Jones & Lee, 2019)',
    ]);
    expect(works[1]?.contextSnippet).toBe('Reported by the treasurer (Jones & Lee, 2019).');
  });
});
