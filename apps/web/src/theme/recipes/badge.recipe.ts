import { defineRecipe } from '@pandacss/dev';

/** Status and series badges. `tone` picks the colour, `size` is one of the spec's sm/md/lg. */
export const badge = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderWidth: '1px',
    borderRadius: 'full',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    lineHeight: '1',
  },
  variants: {
    tone: {
      neutral: { bg: 'neutral.subtle', color: 'neutral.text', borderColor: 'neutral.border' },
      info: { bg: 'info.subtle', color: 'info.text', borderColor: 'info.border' },
      warning: { bg: 'warning.subtle', color: 'warning.text', borderColor: 'warning.border' },
      success: { bg: 'success.subtle', color: 'success.text', borderColor: 'success.border' },
      danger: { bg: 'danger.subtle', color: 'danger.text', borderColor: 'danger.default' },
      accent: { bg: 'accent.subtle', color: 'accent.text', borderColor: 'accent.default' },
    },
    size: {
      sm: { fontSize: 'xs', px: '2', py: '0.5', h: '5' },
      md: { fontSize: 'xs', px: '2.5', py: '1', h: '6' },
      lg: { fontSize: 'sm', px: '3', py: '1', h: '7' },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});
