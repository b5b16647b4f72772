import { THEME_STORAGE_KEY } from '@receipts/domain';

export type Theme = 'light' | 'dark';

/** The stored theme; light unless 'dark' was stored (SPEC §4). index.html applies it before paint. */
export function readStoredTheme(storage: Pick<Storage, 'getItem'>): Theme {
  try {
    return storage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyTheme(
  theme: Theme,
  root: HTMLElement,
  storage: Pick<Storage, 'setItem'>,
): void {
  root.classList.toggle('dark', theme === 'dark');
  try {
    storage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode without storage: the theme still applies for this visit.
  }
}
