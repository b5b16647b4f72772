import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-paths.ts';

describe('isAppPath', () => {
  it.each([
    '/',
    '/Kemet8',
    '/settings',
    '/settings/',
    '/quality/eeat-log',
    '/quality/work-remaining',
    '/book/12',
    '/books/3/chapters/9',
    '/chapter/9',
  ])('knows %s', (path) => expect(isAppPath(path)).toBe(true));

  it.each(['/nope', '/kemet8', '/book', '/book/1/extra', '/books/3/chapters', '/quality', '//'])(
    'does not know %s',
    (path) => expect(isAppPath(path)).toBe(false),
  );
});
