import { describe, expect, it } from 'vitest';
import { applyTheme, readStoredTheme } from './theme.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('theme', () => {
  it('defaults to light when nothing or something unknown is stored', () => {
    expect(readStoredTheme(memoryStorage())).toBe('light');
    expect(readStoredTheme(memoryStorage({ theme: 'sepia' }))).toBe('light');
  });

  it('reads a stored dark theme', () => {
    expect(readStoredTheme(memoryStorage({ theme: 'dark' }))).toBe('dark');
  });

  it("applies dark as a class on the root and stores it under 'theme'", () => {
    const storage = memoryStorage();
    const root = document.createElement('html');
    applyTheme('dark', root, storage);
    expect(root.classList.contains('dark')).toBe(true);
    expect(storage.data.get('theme')).toBe('dark');
    applyTheme('light', root, storage);
    expect(root.classList.contains('dark')).toBe(false);
    expect(storage.data.get('theme')).toBe('light');
  });
});
