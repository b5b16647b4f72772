import { useCallback, useEffect, useState } from 'react';

/**
 * Focus mode: only the text and its toolbar stay on screen. It marks <html data-focus-mode>, and
 * the shell's parts carrying `data-chrome` hide (global CSS); Escape or leaving the page ends it.
 */
export function useFocusMode(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const toggle = useCallback(() => setOn((value) => !value), []);

  useEffect(() => {
    const root = document.documentElement;
    if (!on) return;
    root.dataset.focusMode = 'true';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setOn(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      delete root.dataset.focusMode;
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [on]);

  return [on, toggle];
}
