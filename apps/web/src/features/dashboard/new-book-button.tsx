import { messages } from '@receipts/domain';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/index.ts';

const loadDialog = () => import('./new-book-dialog.tsx');
const NewBookDialog = lazy(loadDialog);

/** 'New Book Project': the dialog's code loads when the pointer comes near the button. */
export function NewBookButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="accent"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        <Plus /> {messages.dashboard.newBookProject}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <NewBookDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
