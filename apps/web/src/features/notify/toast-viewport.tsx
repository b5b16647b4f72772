import { Toast, Toaster } from '@ark-ui/react/toast';
import { X } from 'lucide-react';
import { createStyleContext } from 'styled-system/jsx';
import { button, toast as toastRecipe } from 'styled-system/recipes';
import { toaster } from './toaster.ts';

const { withRootProvider, withContext } = createStyleContext(toastRecipe);
const Root = withRootProvider(Toast.Root);
const Title = withContext(Toast.Title, 'title');
const Description = withContext(Toast.Description, 'description');
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger');

export function ToastViewport() {
  return (
    <Toaster toaster={toaster}>
      {(toast) => (
        <Root type={toast.type === 'error' ? 'destructive' : 'success'}>
          <Title>{toast.title}</Title>
          {toast.description ? <Description>{toast.description}</Description> : null}
          <CloseTrigger className={button({ variant: 'ghost', size: 'iconSm' })} aria-label="Close">
            <X />
          </CloseTrigger>
        </Root>
      )}
    </Toaster>
  );
}
