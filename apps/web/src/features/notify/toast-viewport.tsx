import { X } from 'lucide-react';
import { button } from 'styled-system/recipes';
import { Toast } from '../../components/ui/index.ts';
import { toaster } from './toaster.ts';

export function ToastViewport() {
  return (
    <Toast.Toaster toaster={toaster}>
      {(toast) => (
        <Toast.Root type={toast.type === 'error' ? 'destructive' : 'success'}>
          <Toast.Title>{toast.title}</Toast.Title>
          {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
          <Toast.CloseTrigger
            className={button({ variant: 'ghost', size: 'iconSm' })}
            aria-label="Close"
          >
            <X />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toast.Toaster>
  );
}
