import { defineRecipe } from '@pandacss/dev';

/** Text inputs and textareas share one look. */
export const input = defineRecipe({
  className: 'input',
  base: {
    width: '100%',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'md',
    px: '3',
    fontSize: 'sm',
    transition: 'border-color 120ms, box-shadow 120ms',
    _placeholder: { color: 'fg.subtle' },
    _focusVisible: {
      outline: 'none',
      borderColor: 'focusRing',
      boxShadow: '0 0 0 1px var(--colors-focus-ring)',
    },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
  variants: {
    size: {
      md: { h: '10' },
      lg: { h: '12', fontSize: 'md' },
      multiline: { py: '2', minH: '20', lineHeight: '1.5', resize: 'vertical' },
    },
  },
  defaultVariants: { size: 'md' },
});
