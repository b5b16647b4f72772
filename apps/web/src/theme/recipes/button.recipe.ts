import { defineRecipe } from '@pandacss/dev';

export const button = defineRecipe({
  className: 'button',
  description: 'Buttons and icon buttons',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'medium',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'transparent',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: 'background 120ms, color 120ms, border-color 120ms',
    userSelect: 'none',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    '& svg': { width: '1em', height: '1em', flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: {
        bg: 'fg.default',
        color: 'fg.inverted',
        _hover: { _enabled: { opacity: 0.88 } },
      },
      accent: {
        bg: 'accent.default',
        color: 'accent.fg',
        _hover: { _enabled: { bg: 'accent.emphasized' } },
      },
      outline: {
        bg: 'bg.surface',
        borderColor: 'border.default',
        color: 'fg.default',
        _hover: { _enabled: { bg: 'bg.subtle' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        _hover: { _enabled: { bg: 'bg.muted' } },
      },
      danger: {
        bg: 'danger.default',
        color: 'danger.fg',
        _hover: { _enabled: { bg: 'danger.emphasized' } },
      },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: 'sm' },
      md: { h: '9', px: '4', fontSize: 'sm' },
      lg: { h: '11', px: '6', fontSize: 'md' },
      icon: { h: '9', w: '9', px: '0', fontSize: 'md' },
      iconSm: { h: '7', w: '7', px: '0', fontSize: 'sm' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
