import { defineSlotRecipe } from '@pandacss/dev';
import { toastAnatomy } from '@ark-ui/react/anatomy';

/** Toasts: `destructive` for errors, `success` for confirmations (SPEC §8). */
export const toast = defineSlotRecipe({
  className: 'toast',
  slots: toastAnatomy.keys(),
  base: {
    root: {
      position: 'relative',
      width: 'min(24rem, calc(100vw - 2rem))',
      borderWidth: '1px',
      borderRadius: 'lg',
      boxShadow: 'raised',
      p: '4',
      pr: '10',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
    },
    title: { fontWeight: 'semibold', fontSize: 'sm' },
    description: { fontSize: 'sm', mt: '0.5', opacity: 0.92 },
    closeTrigger: { position: 'absolute', top: '2', right: '2' },
  },
  variants: {
    type: {
      destructive: {
        root: { bg: 'danger.default', color: 'danger.fg', borderColor: 'danger.emphasized' },
      },
      success: {
        root: { bg: 'bg.surface', color: 'fg.default', borderColor: 'success.border' },
      },
    },
  },
  defaultVariants: { type: 'success' },
});
