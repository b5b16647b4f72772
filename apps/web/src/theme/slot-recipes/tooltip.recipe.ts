import { defineSlotRecipe } from '@pandacss/dev';
import { tooltipAnatomy } from '@ark-ui/react/anatomy';

export const tooltip = defineSlotRecipe({
  className: 'tooltip',
  slots: tooltipAnatomy.keys(),
  base: {
    content: {
      bg: 'bg.inverted',
      color: 'fg.inverted',
      fontSize: 'xs',
      fontWeight: 'medium',
      px: '2',
      py: '1',
      borderRadius: 'md',
      boxShadow: 'raised',
      zIndex: 'tooltip',
      _open: { animation: 'fadeIn 100ms ease-out' },
    },
  },
});
