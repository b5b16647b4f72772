import { compileSearch, type SearchOptions } from '@receipts/domain';
import type { Node as PMNode } from 'prosemirror-model';
import { Transform } from 'prosemirror-transform';
import { describe, expect, it } from 'vitest';
import { docToHtml, htmlToDoc } from '../html/html-codec.ts';
import {
  CROSSES_NOTE_OR_BREAK,
  docMatcher,
  replaceDocMatches,
  searchDoc,
  textMatcher,
} from './doc-search.ts';
import { blockText, searchableText, textBlockNodes } from './text-blocks.ts';

const options: SearchOptions = { regex: false, caseSensitive: false, wholeWord: false };

function replaceAll(
  html: string,
  find: string,
  replace: string,
  extra: Partial<SearchOptions> = {},
) {
  const compiled = compileSearch(find, { ...options, ...extra });
  if (!compiled.ok) throw new Error(compiled.message);
  const doc = htmlToDoc(html);
  const matches = searchDoc(doc, compiled.regexp);
  const tr = new Transform(doc);
  const replaced = replaceDocMatches(tr, matches, replace, extra.regex ?? false);
  return { html: docToHtml(tr.doc), replaced, matches };
}

describe('searchDoc and replaceDocMatches', () => {
  it('keeps the marks and the link of the replaced text', () => {
    const { html, replaced } = replaceAll(
      '<p>See <em>colour</em> and <a href="https://example.org/">colour</a> and <strong>colour</strong>.</p>',
      'colour',
      'color',
    );
    expect(replaced).toBe(3);
    expect(html).toContain('<em>color</em>');
    expect(html).toMatch(/<a href="https:\/\/example\.org\/"[^>]*>color<\/a>/u);
    expect(html).toContain('<strong>color</strong>');
  });

  it('replaces inside a footnote, and keeps the note where it was', () => {
    const { html, replaced } = replaceAll(
      '<p>Claim.<span data-footnote="">Smith said colour.</span> More colour.</p>',
      'colour',
      'color',
    );
    expect(replaced).toBe(2);
    expect(html).toBe('<p>Claim.<span data-footnote="">Smith said color.</span> More color.</p>');
  });

  it('refuses a match that runs across a footnote or a line break, and changes nothing there', () => {
    const source = '<p>end<span data-footnote="">note</span> next<br>line</p>';
    const across = replaceAll(source, 'end note', 'X');
    expect(across.matches.map((m) => m.blocked)).toEqual([CROSSES_NOTE_OR_BREAK]);
    expect(across.replaced).toBe(0);
    expect(across.html).toBe(source);
    const lineBreak = replaceAll(source, String.raw`next\nline`, 'X', { regex: true });
    expect(lineBreak.matches).toHaveLength(1);
    expect(lineBreak.replaced).toBe(0);
  });

  it('flags a match that would change an in-text citation', () => {
    const { matches } = replaceAll('<p>As Pager (2003) found, Pager agreed.</p>', 'Pager', 'Page');
    expect(matches.map((m) => m.citation)).toEqual(['Pager (2003)', null]);
  });

  it('maps matches in later blocks, lists and quotes to their document positions', () => {
    const doc = htmlToDoc(
      '<h2>Title</h2><ul><li><p>item word</p></li></ul><blockquote><p>word</p></blockquote>',
    );
    const compiled = compileSearch('word', options);
    if (!compiled.ok) throw new Error(compiled.message);
    const found = searchDoc(doc, compiled.regexp);
    expect(found.map((m) => doc.textBetween(m.from, m.to))).toEqual(['word', 'word']);
  });

  it('places one chosen match in a nested block as it does when it places them all', () => {
    const doc = htmlToDoc(
      '<p>word</p><ul><li><p>a word<span data-footnote="">word note</span> word<br>word</p></li></ul>',
    );
    const compiled = compileSearch(String.raw`word(\snote|\n)?`, { ...options, regex: true });
    if (!compiled.ok) throw new Error(compiled.message);
    const matcher = docMatcher(doc);
    const found = matcher.find(compiled.regexp);
    expect(found.map((m) => m.text)).toEqual(['word', 'word', 'word note', 'word\n', 'word']);
    const all = searchDoc(doc, compiled.regexp);
    for (const index of [4, 3, 2, 1]) expect(matcher.place(found[index]!)).toEqual(all[index]);
    expect(all.map((m) => m.blocked === null)).toEqual([true, true, true, false, true]);
    expect(doc.textBetween(all[4]!.from, all[4]!.to)).toBe('word');
  });
});

/**
 * ProseMirror's own answer to "can [from, to) of this block be replaced as text": both ends in one
 * parent and only text nodes of that parent between them (the rule placing used to resolve in the
 * document; the text runs must give the same answer without it).
 */
function replaceableInDocument(block: PMNode, from: number, to: number): boolean {
  const parent = block.resolve(from).parent;
  if (parent !== block.resolve(to).parent) return false;
  let onlyText = true;
  block.nodesBetween(from, to, (node, _pos, holder) => {
    if (holder === parent && !node.isText) onlyText = false;
    return true;
  });
  return onlyText;
}

describe('searchableText and textMatcher', () => {
  const tricky =
    '<h2>Head<br>line</h2><p><span data-footnote="">lead</span>a <em>b</em>c<br><br>d' +
    '<span data-footnote="">n<br><strong>o</strong>te</span><span data-footnote=""></span>' +
    'e (Smith, 2001)</p><ul><li><p>x<span data-footnote="">y</span></p></li></ul>' +
    '<blockquote><p>q</p></blockquote><p></p>';

  it('reads the same text as the editor and says, for every range, what ProseMirror says', () => {
    const doc = htmlToDoc(tricky);
    const nodes = textBlockNodes(doc);
    const blocks = searchableText(doc);
    expect(blocks.map((b) => [b.pos, b.text])).toEqual(
      nodes.map(({ pos, node }) => [pos, blockText(node)]),
    );
    const matcher = textMatcher(blocks);
    let ranges = 0;
    for (const [index, { node }] of nodes.entries()) {
      const size = node.content.size;
      for (let from = 0; from < size; from++) {
        for (let to = from + 1; to <= size; to++) {
          const text = blocks[index]!.text.slice(from, to);
          const placed = matcher.place({
            block: index,
            from,
            to,
            text,
            groups: [],
            named: undefined,
          });
          expect(placed.blocked === null, `${index} [${from}, ${to}) "${text}"`).toBe(
            replaceableInDocument(node, from, to),
          );
          ranges++;
        }
      }
    }
    expect(ranges).toBeGreaterThan(500);
  });

  it('places matches from a copy of the kept text as from the document, citations included', () => {
    const doc = htmlToDoc(tricky);
    const compiled = compileSearch(String.raw`\w+|\n|\s`, { ...options, regex: true });
    if (!compiled.ok) throw new Error(compiled.message);
    const kept = textMatcher(structuredClone(searchableText(doc)));
    const found = kept.find(compiled.regexp);
    expect(found.length).toBeGreaterThan(20);
    expect(found.map((match) => kept.place(match))).toEqual(searchDoc(doc, compiled.regexp));
    expect(found.map((match) => kept.place(match)).some((m) => m.citation !== null)).toBe(true);
  });
});
