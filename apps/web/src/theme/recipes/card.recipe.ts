import { defineRecipe } from '@pandacss/dev';

export const card = defineRecipe({
  className: 'card',
  base: {
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.subtle',
    borderRadius: 'xl',
    boxShadow: 'card',
  },
  variants: {
    padding: {
      none: {},
      md: { p: '5' },
      lg: { p: '6' },
    },
    interactive: {
      true: {
        transition: 'box-shadow 200ms, border-color 200ms, transform 200ms',
        _hover: { boxShadow: 'raised', borderColor: 'border.default' },
      },
    },
  },
  defaultVariants: { padding: 'md' },
});
