import { Dialog } from '@ark-ui/react/dialog';
import { createStyleContext } from 'styled-system/jsx';
import { dialog } from 'styled-system/recipes';

const { withRootProvider, withContext } = createStyleContext(dialog);

export const Root = withRootProvider(Dialog.Root, {
  defaultProps: { unmountOnExit: true, lazyMount: true },
});
export const Backdrop = withContext(Dialog.Backdrop, 'backdrop');
export const Positioner = withContext(Dialog.Positioner, 'positioner');
export const Content = withContext(Dialog.Content, 'content');
export const Title = withContext(Dialog.Title, 'title');
export const Description = withContext(Dialog.Description, 'description');
export const CloseTrigger = withContext(Dialog.CloseTrigger, 'closeTrigger');
export const Trigger = withContext(Dialog.Trigger, 'trigger');
export { DialogContext as Context } from '@ark-ui/react/dialog';
export type { DialogOpenChangeDetails as OpenChangeDetails } from '@ark-ui/react/dialog';
