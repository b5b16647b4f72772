import { defineConfig } from '@pandacss/dev';
import { globalCss } from './src/theme/global-css.ts';
import { recipes } from './src/theme/recipes/index.ts';
import { semanticTokens } from './src/theme/semantic-tokens.ts';
import { slotRecipes } from './src/theme/slot-recipes/index.ts';
import { tokens } from './src/theme/tokens.ts';

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  jsxFramework: 'react',
  outdir: 'styled-system',
  // Theme switching is a `dark` class on <html> (SPEC §4), nothing else.
  conditions: { extend: { dark: '.dark &', light: ':root:not(.dark) &' } },
  globalCss,
  theme: {
    extend: {
      tokens,
      semanticTokens,
      recipes,
      slotRecipes,
      keyframes: {
        fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
        fadeOut: { from: { opacity: 1 }, to: { opacity: 0 } },
        scaleIn: {
          from: { opacity: 0, transform: 'scale(0.97)' },
          to: { opacity: 1, transform: 'scale(1)' },
        },
        slideInLeft: {
          from: { transform: 'translateX(-100%)' },
          to: { transform: 'translateX(0)' },
        },
        slideInUp: {
          from: { opacity: 0, transform: 'translateY(8px)' },
          to: { opacity: 1, transform: 'translateY(0)' },
        },
        shimmer: { '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } },
      },
    },
  },
  // Recipes are few and small: emit every variant so wrappers built with createStyleContext
  // never miss a class the extractor could not see.
  staticCss: { recipes: '*' },
});
