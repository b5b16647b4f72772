import { lazy, Suspense, useEffect, useState } from 'react';
import { isTyping, matchesKey } from './key-match.ts';
import { KEYS } from './keyboard-texts.ts';

const ShortcutsDialog = lazy(() => import('./shortcuts-dialog.tsx'));

/**
 * Opens the shortcuts dialog: "?" anywhere but in a text (where "?" is a character), Ctrl/⌘+/
 * from anywhere. The shell holds only this listener; the dialog loads when first opened.
 */
export function ShortcutsHelp() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const help =
        matchesKey(event, KEYS.helpAnywhere) || (!isTyping(event) && matchesKey(event, KEYS.help));
      if (!help || event.defaultPrevented) return;
      event.preventDefault();
      setLoaded(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  if (!loaded) return null;
  return (
    <Suspense>
      <ShortcutsDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
