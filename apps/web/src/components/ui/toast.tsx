import { Toast } from '@ark-ui/react/toast';
import { createStyleContext } from 'styled-system/jsx';
import { toast } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(toast);

/** `type` is the recipe's variant: 'destructive' or 'success'. */
export const Root = withProvider(Toast.Root, 'root');
export const Title = withContext(Toast.Title, 'title');
export const Description = withContext(Toast.Description, 'description');
export const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger');
export const ActionTrigger = withContext(Toast.ActionTrigger, 'actionTrigger');
export { Toaster, createToaster } from '@ark-ui/react/toast';
