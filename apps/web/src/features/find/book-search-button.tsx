import { Search } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '../../components/ui/index.ts';
import { keyLabel } from '../keyboard/key-match.ts';
import { KEYS } from '../keyboard/keyboard-texts.ts';
import { useShortcuts } from '../keyboard/use-shortcuts.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import { findTexts } from './find-texts.ts';

// The dialog (and the search's checks) load when it is first opened, not with the book page.
const bookSearchDialog = lazyPart(
  async () => (await import('./book-search-dialog.tsx')).BookSearchDialog,
);

/** The book page's "Search the book" button, also opened by Ctrl/Cmd+Shift+F. */
export function BookSearchButton({ bookId }: { bookId: number }) {
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted, so closing animates and reopening keeps nothing waiting.
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  useShortcuts({ bookSearch: show });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={show}
        onPointerEnter={() => void bookSearchDialog.load()}
        title={keyLabel(KEYS.bookSearch)}
        style={{ alignSelf: 'flex-start' }}
      >
        <Search /> {findTexts.bookTitle}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <bookSearchDialog.Component bookId={bookId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
