import { defineRecipe } from '@pandacss/dev';

export const skeleton = defineRecipe({
  className: 'skeleton',
  base: {
    bg: 'bg.muted',
    borderRadius: 'md',
    animation: 'shimmer 1.4s ease-in-out infinite',
  },
});
