import { useEffect, useRef } from 'react';
import { matchesKey } from './key-match.ts';
import { KEYS } from './keyboard-texts.ts';

export type Shortcut = Exclude<keyof typeof KEYS, 'help' | 'helpAnywhere'>;

/**
 * The chapter editor's page keys (find, book search, save now, focus mode, next / previous
 * chapter, link), heard on the window so they work from the text, the toolbar and the panels; the
 * browser's own use of a key (its find bar, "save page") gives way.
 */
export function useShortcuts(actions: Partial<Record<Shortcut, () => void>>): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    // Not skipped when prevented: ProseMirror prevents every Enter it sees (Ctrl+Shift+Enter too).
    const onKeyDown = (event: KeyboardEvent) => {
      for (const [name, action] of Object.entries(latest.current)) {
        if (action && matchesKey(event, KEYS[name as Shortcut])) {
          event.preventDefault();
          action();
          return;
        }
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
