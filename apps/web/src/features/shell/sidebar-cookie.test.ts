import { describe, expect, it } from 'vitest';
import { readSidebarOpen, sidebarCookie } from './sidebar-cookie.ts';

describe('sidebar_state cookie', () => {
  it('is expanded when no cookie was stored', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('other=1')).toBe(true);
  });

  it('reads a stored collapsed state among other cookies', () => {
    expect(readSidebarOpen('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarOpen('sidebar_state=true')).toBe(true);
  });

  it('stores the state for 604800 seconds on the whole site', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; samesite=lax');
  });
});
