import { describe, expect, it } from 'vitest';
import { html, stateFrom, type } from '../../test/editor-harness.ts';

const rel = 'rel="noopener noreferrer nofollow"';

describe('markdown-like input rules', () => {
  it.each([
    ['# ', '<h1>Title</h1>'],
    ['## ', '<h2>Title</h2>'],
    ['### ', '<h3>Title</h3>'],
  ])('"%s" at the start of a paragraph makes a heading', (prefix, expected) => {
    expect(html(type(stateFrom('<p>|</p>'), `${prefix}Title`))).toBe(expected);
  });

  it('"#### " is left as text: the toolbar and shortcuts offer headings 1-3', () => {
    expect(html(type(stateFrom('<p>|</p>'), '#### x'))).toBe('<p>#### x</p>');
  });

  it.each(['- ', '* '])('"%s" starts a bullet list', (prefix) => {
    expect(html(type(stateFrom('<p>|</p>'), `${prefix}item`))).toBe(
      '<ul><li><p>item</p></li></ul>',
    );
  });

  it('"1. " starts an ordered list, "3. " one that starts at 3', () => {
    expect(html(type(stateFrom('<p>|</p>'), '1. one'))).toBe('<ol><li><p>one</p></li></ol>');
    expect(html(type(stateFrom('<p>|</p>'), '3. three'))).toBe(
      '<ol start="3"><li><p>three</p></li></ol>',
    );
  });

  it('**bold**, *italic* and ==highlight== become marks and the delimiters go', () => {
    expect(html(type(stateFrom('<p>|</p>'), 'a **strong** b'))).toBe(
      '<p>a <strong>strong</strong> b</p>',
    );
    expect(html(type(stateFrom('<p>|</p>'), 'a *soft* b'))).toBe('<p>a <em>soft</em> b</p>');
    expect(html(type(stateFrom('<p>|</p>'), 'a ==marked== b'))).toBe(
      '<p>a <mark>marked</mark> b</p>',
    );
  });

  it('does not take the first * of a closing ** as the end of an italic', () => {
    expect(html(type(stateFrom('<p>|</p>'), '**bold*'))).toBe('<p>**bold*</p>');
  });

  it('leaves a lone asterisk or spaced delimiters alone', () => {
    expect(html(type(stateFrom('<p>|</p>'), '2 * 3 * 4'))).toBe('<p>2 * 3 * 4</p>');
  });

  it('links a typed URL with an allowed protocol when the space after it is typed', () => {
    expect(html(type(stateFrom('<p>|</p>'), 'see https://example.com/a now'))).toBe(
      `<p>see <a href="https://example.com/a" ${rel}>https://example.com/a</a> now</p>`,
    );
    expect(html(type(stateFrom('<p>|</p>'), 'mailto:ed@example.com '))).toBe(
      `<p><a href="mailto:ed@example.com" ${rel}>mailto:ed@example.com</a> </p>`,
    );
  });

  it('leaves trailing punctuation out of a typed link', () => {
    expect(html(type(stateFrom('<p>|</p>'), 'at https://example.com/a. Next'))).toBe(
      `<p>at <a href="https://example.com/a" ${rel}>https://example.com/a</a>. Next</p>`,
    );
  });

  it('links www. addresses as https', () => {
    expect(html(type(stateFrom('<p>|</p>'), 'www.example.com '))).toBe(
      `<p><a href="https://www.example.com" ${rel}>www.example.com</a> </p>`,
    );
  });

  it('does not link other protocols', () => {
    expect(html(type(stateFrom('<p>|</p>'), 'javascript:alert(1) file:///etc/passwd '))).toBe(
      '<p>javascript:alert(1) file:///etc/passwd </p>',
    );
  });
});
