import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/index.ts';
import { keyLabel } from '../keyboard/key-match.ts';
import { KEYS } from '../keyboard/keyboard-texts.ts';
import { useShortcuts } from '../keyboard/use-shortcuts.ts';
import { BookSearchDialog } from './book-search-dialog.tsx';
import { findTexts } from './find-texts.ts';

/** The book page's "Search the book" button, also opened by Ctrl/Cmd+Shift+F. */
export function BookSearchButton({ bookId }: { bookId: number }) {
  const [open, setOpen] = useState(false);
  useShortcuts({ bookSearch: () => setOpen(true) });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        title={keyLabel(KEYS.bookSearch)}
        style={{ alignSelf: 'flex-start' }}
      >
        <Search /> {findTexts.bookTitle}
      </Button>
      <BookSearchDialog bookId={bookId} open={open} onOpenChange={setOpen} />
    </>
  );
}
