import { Dialog } from '@ark-ui/react/dialog';
import { X } from 'lucide-react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';

/** The visible ✕ in a dialog's top-right corner (Escape and the backdrop close it too). */
export function DialogCloseButton({ label = 'Close' }: { label?: string }) {
  return (
    <Dialog.CloseTrigger
      aria-label={label}
      title={label}
      className={`${button({ variant: 'ghost', size: 'iconSm' })} ${css({
        position: 'absolute',
        top: '3',
        right: '3',
      })}`}
    >
      <X aria-hidden />
    </Dialog.CloseTrigger>
  );
}
