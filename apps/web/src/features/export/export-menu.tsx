import { Download } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Button } from '../../components/ui/index.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import { useIdleAfter } from '../../lib/use-idle-after.ts';
import { exportTexts as text } from './export-texts.ts';

const exportDialog = lazyPart(async () => (await import('./export-dialog.tsx')).ExportDialog);

/**
 * The page's first idle moment can come before its largest image (the book's cover) is decoded
 * and painted; on a slow connection the dialog's download would compete with it.
 */
const QUIET_MS = 1000;

/**
 * 'Export' on the book page and Work Remaining. The dialog (its selects, its option schema, the
 * PDF preview) is not part of the page's first render: its code loads once the page has been idle
 * and quiet for a second, or on the click if that comes first, and it mounts on first use.
 */
export function ExportMenu({ bookId }: { bookId: number }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const idle = useIdleAfter(true, QUIET_MS);
  useEffect(() => {
    if (idle) void exportDialog.load();
  }, [idle]);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Download /> {text.button}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <exportDialog.Component bookId={bookId} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
