import { defineSemanticTokens } from '@pandacss/dev';

/**
 * Light and dark values of every colour a component may use. Pairs were chosen for WCAG AA
 * contrast: fg.* on bg.* at least 4.5:1, fg.subtle on bg.canvas at least 4.5:1 as well.
 */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: { base: '{colors.paper.50}', _dark: '{colors.paper.950}' } },
      surface: { value: { base: '#ffffff', _dark: '{colors.paper.900}' } },
      subtle: { value: { base: '{colors.paper.100}', _dark: '{colors.paper.850}' } },
      muted: { value: { base: '{colors.paper.200}', _dark: '{colors.paper.800}' } },
      emphasized: { value: { base: '{colors.paper.300}', _dark: '{colors.paper.700}' } },
      inverted: { value: { base: '{colors.paper.900}', _dark: '{colors.paper.100}' } },
      overlay: { value: { base: 'rgba(24, 23, 20, 0.45)', _dark: 'rgba(0, 0, 0, 0.6)' } },
    },
    fg: {
      default: { value: { base: '{colors.paper.900}', _dark: '{colors.paper.100}' } },
      muted: { value: { base: '{colors.paper.600}', _dark: '{colors.paper.300}' } },
      subtle: { value: { base: '{colors.paper.600}', _dark: '{colors.paper.400}' } },
      inverted: { value: { base: '{colors.paper.50}', _dark: '{colors.paper.950}' } },
    },
    border: {
      default: { value: { base: '{colors.paper.300}', _dark: '{colors.paper.700}' } },
      subtle: { value: { base: '{colors.paper.200}', _dark: '{colors.paper.800}' } },
      strong: { value: { base: '{colors.paper.500}', _dark: '{colors.paper.500}' } },
    },
    accent: {
      default: { value: { base: '{colors.oxblood.600}', _dark: '{colors.oxblood.400}' } },
      emphasized: { value: { base: '{colors.oxblood.700}', _dark: '{colors.oxblood.300}' } },
      fg: { value: { base: '#ffffff', _dark: '{colors.paper.950}' } },
      subtle: { value: { base: '{colors.oxblood.50}', _dark: '{colors.oxblood.900}' } },
      text: { value: { base: '{colors.oxblood.700}', _dark: '{colors.oxblood.300}' } },
    },
    danger: {
      default: { value: { base: '{colors.oxblood.600}', _dark: '{colors.oxblood.500}' } },
      emphasized: { value: { base: '{colors.oxblood.700}', _dark: '{colors.oxblood.600}' } },
      fg: { value: { base: '#ffffff', _dark: '#ffffff' } },
      subtle: { value: { base: '{colors.oxblood.50}', _dark: '{colors.oxblood.900}' } },
      text: { value: { base: '{colors.oxblood.700}', _dark: '{colors.oxblood.300}' } },
    },
    success: {
      subtle: { value: { base: '{colors.moss.100}', _dark: '{colors.moss.900}' } },
      text: { value: { base: '{colors.moss.700}', _dark: '{colors.moss.300}' } },
      border: { value: { base: '{colors.moss.300}', _dark: '{colors.moss.700}' } },
    },
    warning: {
      subtle: { value: { base: '{colors.ochre.100}', _dark: '{colors.ochre.900}' } },
      text: { value: { base: '{colors.ochre.700}', _dark: '{colors.ochre.300}' } },
      border: { value: { base: '{colors.ochre.300}', _dark: '{colors.ochre.700}' } },
    },
    info: {
      subtle: { value: { base: '{colors.ink.100}', _dark: '{colors.ink.900}' } },
      text: { value: { base: '{colors.ink.700}', _dark: '{colors.ink.300}' } },
      border: { value: { base: '{colors.ink.300}', _dark: '{colors.ink.700}' } },
    },
    neutral: {
      subtle: { value: { base: '{colors.paper.100}', _dark: '{colors.paper.800}' } },
      text: { value: { base: '{colors.paper.700}', _dark: '{colors.paper.200}' } },
      border: { value: { base: '{colors.paper.300}', _dark: '{colors.paper.600}' } },
    },
    focusRing: { value: { base: '{colors.ink.600}', _dark: '{colors.ink.300}' } },
  },
  shadows: {
    card: {
      value: {
        base: '0 1px 2px rgba(24, 23, 20, 0.06), 0 1px 3px rgba(24, 23, 20, 0.08)',
        _dark: '0 1px 2px rgba(0, 0, 0, 0.5)',
      },
    },
    raised: {
      value: {
        base: '0 10px 30px -10px rgba(24, 23, 20, 0.25), 0 4px 10px -6px rgba(24, 23, 20, 0.12)',
        _dark: '0 10px 30px -10px rgba(0, 0, 0, 0.8)',
      },
    },
  },
});
