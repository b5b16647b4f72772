import { LINK_PROTOCOLS } from '@receipts/domain';
import { describe, expect, it } from 'vitest';
import { isAllowedHref, normalizeHref } from './allowed-href.ts';

describe('link protocols', () => {
  it('are exactly the list of SPEC §2', () => {
    expect([...LINK_PROTOCOLS]).toEqual([
      'http',
      'https',
      'ftp',
      'ftps',
      'mailto',
      'tel',
      'callto',
      'sms',
      'cid',
      'xmpp',
    ]);
  });

  it.each([
    'http://example.com',
    'https://example.com/path?q=1&r=2#frag',
    'ftp://files.example.com/a.txt',
    'ftps://files.example.com/a.txt',
    'mailto:editor@example.com',
    'tel:+15551234567',
    'callto:someone',
    'sms:+15551234567',
    'cid:part1@example.com',
    'xmpp:someone@example.com',
    'HTTPS://EXAMPLE.COM',
    '#notes',
  ])('allows %s', (href) => {
    expect(isAllowedHref(href)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'jav\tascript:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    'javascript\u00A0:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.com/uuid',
    'ht\u0000tp://example.com',
    '/relative/path',
    'page.html',
    '//evil.example.com',
    '#',
    '',
    '   ',
  ])('refuses %j', (href) => {
    expect(isAllowedHref(href)).toBe(false);
  });

  it('keeps the href as a browser reads it: outer spaces trimmed, tabs and newlines removed', () => {
    expect(normalizeHref('  https://exa\nmple.com/a\tb  ')).toBe('https://example.com/ab');
  });
});
