import { defineSlotRecipe } from '@pandacss/dev';
import { tabsAnatomy } from '@ark-ui/react/anatomy';

export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', width: '100%' },
    list: {
      display: 'inline-flex',
      gap: '1',
      p: '1',
      bg: 'bg.muted',
      borderRadius: 'lg',
      alignSelf: 'flex-start',
      // More tabs than a phone's width scroll within the list, never the page.
      maxWidth: '100%',
      overflowX: 'auto',
    },
    trigger: {
      px: '3',
      h: '8',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      borderRadius: 'md',
      flexShrink: 0,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      _selected: { bg: 'bg.surface', color: 'fg.default', boxShadow: 'card' },
    },
    content: { _focusVisible: { outline: 'none' } },
  },
});
