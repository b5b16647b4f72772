import { describe, expect, it } from 'vitest';
import { findLinks, linkInToken } from './find-links.ts';

describe('links in prose', () => {
  it.each([
    ['https://example.com/a?b=c', 'https://example.com/a?b=c'],
    ['http://example.com', 'http://example.com'],
    ['ftp://files.example.com/x', 'ftp://files.example.com/x'],
    ['mailto:ed@example.com', 'mailto:ed@example.com'],
    ['tel:+15551234', 'tel:+15551234'],
    ['xmpp:ed@example.com', 'xmpp:ed@example.com'],
    ['www.example.com/page', 'https://www.example.com/page'],
    ['ed@example.com', 'mailto:ed@example.com'],
  ])('finds %s', (token, href) => {
    expect(linkInToken(token)?.href).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'file:///etc/passwd',
    'https://',
    'example',
    'www.',
    'a@b',
    'note:',
  ])('ignores %s', (token) => {
    expect(linkInToken(token)).toBeNull();
  });

  it('leaves surrounding punctuation out of the link', () => {
    expect(linkInToken('(https://example.com/a).')).toEqual({
      offset: 1,
      text: 'https://example.com/a',
      href: 'https://example.com/a',
    });
    expect(linkInToken('https://en.wikipedia.org/wiki/Foo_(bar),')?.text).toBe(
      'https://en.wikipedia.org/wiki/Foo_(bar)',
    );
    expect(linkInToken('"www.example.com"')?.text).toBe('www.example.com');
  });

  it('reports where each link sits in a run of text', () => {
    const text = 'See https://a.example/x, or write to ed@example.com.';
    expect(findLinks(text)).toEqual([
      { start: 4, end: 23, text: 'https://a.example/x', href: 'https://a.example/x' },
      { start: 37, end: 51, text: 'ed@example.com', href: 'mailto:ed@example.com' },
    ]);
  });
});
