import { useCallback, useEffect, useState } from 'react';

const FOCUS_KEY = 'receipts:focus-mode';
const TYPEWRITER_KEY = 'receipts:typewriter-scrolling';

const remembered = (key: string) => {
  try {
    return localStorage.getItem(key) === 'on';
  } catch {
    return false;
  }
};
const remember = (key: string, on: boolean) => {
  try {
    localStorage.setItem(key, on ? 'on' : 'off');
  } catch {
    // A browser that keeps nothing (private mode, storage full) simply forgets the choice.
  }
};

/**
 * Focus mode: only the text stays on screen. It marks <html data-focus-mode>, and the shell's parts
 * carrying `data-chrome` hide (global CSS); Escape ends it. The choice, and whether the caret's
 * line is kept in the middle of the screen (typewriter scrolling), are remembered on this device.
 */
export function useFocusMode(): {
  on: boolean;
  toggle: () => void;
  typewriter: boolean;
  toggleTypewriter: () => void;
} {
  const [on, setOn] = useState(() => remembered(FOCUS_KEY));
  const [typewriter, setTypewriter] = useState(() => remembered(TYPEWRITER_KEY));
  const toggle = useCallback(() => setOn((value) => !value), []);
  const toggleTypewriter = useCallback(() => setTypewriter((value) => !value), []);

  useEffect(() => remember(FOCUS_KEY, on), [on]);
  useEffect(() => remember(TYPEWRITER_KEY, typewriter), [typewriter]);

  useEffect(() => {
    const root = document.documentElement;
    if (!on) return;
    root.dataset.focusMode = 'true';
    const onKeyDown = (event: KeyboardEvent) => {
      // ProseMirror prevents every Escape typed in the text; a panel or dialog that used it did too.
      const inText = (event.target as Element | null)?.closest?.('.ProseMirror');
      if (event.key === 'Escape' && (!event.defaultPrevented || inText)) setOn(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      delete root.dataset.focusMode;
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [on]);

  return { on, toggle, typewriter, toggleTypewriter };
}
