import { messages } from '@receipts/domain';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/index.ts';

const loadDialog = () => import('./new-book-dialog.tsx');
const NewBookDialog = lazy(loadDialog);

/**
 * 'New Book Project' (or another label, e.g. the empty dashboard's call to action): the dialog's
 * code loads when the pointer comes near the button.
 */
export function NewBookButton({
  label = messages.dashboard.newBookProject,
  variant = 'accent',
}: {
  label?: string;
  variant?: 'accent' | 'outline';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        <Plus /> {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <NewBookDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
