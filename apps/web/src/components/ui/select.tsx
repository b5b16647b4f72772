import { Select } from '@ark-ui/react/select';
import { createStyleContext } from 'styled-system/jsx';
import { select } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(select);

export const Root = withProvider(Select.Root, 'root', {
  defaultProps: { positioning: { sameWidth: true } },
}) as typeof Select.Root;
export const Label = withContext(Select.Label, 'label');
export const Control = withContext(Select.Control, 'control');
export const Trigger = withContext(Select.Trigger, 'trigger');
export const ValueText = withContext(Select.ValueText, 'valueText');
export const Indicator = withContext(Select.Indicator, 'indicator');
export const Positioner = withContext(Select.Positioner, 'positioner');
export const Content = withContext(Select.Content, 'content');
export const Item = withContext(Select.Item, 'item');
export const ItemText = withContext(Select.ItemText, 'itemText');
export const ItemIndicator = withContext(Select.ItemIndicator, 'itemIndicator');
export const HiddenSelect = Select.HiddenSelect;
export { createListCollection } from '@ark-ui/react/select';
