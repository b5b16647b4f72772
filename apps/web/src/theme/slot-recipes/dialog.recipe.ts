import { defineSlotRecipe } from '@pandacss/dev';
import { dialogAnatomy } from '@ark-ui/react/anatomy';

/** Centered modal dialog, and the `sheet` placement used by the mobile sidebar. */
export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: dialogAnatomy.keys(),
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'bg.overlay',
      zIndex: 'overlay',
      _open: { animation: 'fadeIn 150ms ease-out' },
      _closed: { animation: 'fadeOut 120ms ease-in' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      zIndex: 'modal',
      overflow: 'auto',
    },
    content: {
      position: 'relative',
      bg: 'bg.surface',
      color: 'fg.default',
      boxShadow: 'raised',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      _focusVisible: { outline: 'none' },
    },
    title: { fontFamily: 'heading', fontSize: 'xl', fontWeight: 'semibold' },
    description: { color: 'fg.muted', fontSize: 'sm', mt: '1.5' },
  },
  variants: {
    placement: {
      center: {
        positioner: { alignItems: 'center', justifyContent: 'center', p: '4' },
        content: {
          width: '100%',
          maxW: 'lg',
          borderRadius: 'xl',
          p: '6',
          _open: { animation: 'scaleIn 160ms ease-out' },
        },
      },
      sheetLeft: {
        positioner: { alignItems: 'stretch', justifyContent: 'flex-start' },
        content: {
          width: 'sidebarMobile',
          maxW: '85vw',
          height: '100dvh',
          borderRadius: '0',
          _open: { animation: 'slideInLeft 200ms ease-out' },
        },
      },
    },
  },
  defaultVariants: { placement: 'center' },
});
