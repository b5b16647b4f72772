import { Tooltip } from '@ark-ui/react/tooltip';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@receipts/domain';
import { createStyleContext } from 'styled-system/jsx';
import { tooltip } from 'styled-system/recipes';

const { withRootProvider, withContext } = createStyleContext(tooltip);

/**
 * SPEC §9: 700 ms before a tooltip opens. The 300 ms "skip delay" is the window in which moving to
 * the next trigger needs no delay; zag's tooltip store already opens the next tooltip at once
 * while another is open, and closeDelay keeps that window 300 ms wide.
 */
export const Root = withRootProvider(Tooltip.Root, {
  defaultProps: {
    openDelay: TOOLTIP_DELAY_MS,
    closeDelay: TOOLTIP_SKIP_DELAY_MS,
    lazyMount: true,
    unmountOnExit: true,
  },
});
export const Trigger = withContext(Tooltip.Trigger, 'trigger');
export const Positioner = withContext(Tooltip.Positioner, 'positioner');
export const Content = withContext(Tooltip.Content, 'content');
export const Arrow = withContext(Tooltip.Arrow, 'arrow');
