import { useCallback, useState } from 'react';
import { applyTheme, readStoredTheme, type Theme } from './theme.ts';

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const [theme, setTheme] = useState<Theme>(() => readStoredTheme(localStorage));
  const toggleTheme = useCallback(() => {
    setTheme((current) => {
      const next: Theme = current === 'dark' ? 'light' : 'dark';
      applyTheme(next, document.documentElement, localStorage);
      return next;
    });
  }, []);
  return { theme, toggleTheme };
}
