import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from '@receipts/domain';
import { defineTokens } from '@pandacss/dev';

/** Raw palette and scales. Components never use these directly: they use semantic tokens. */
export const tokens = defineTokens({
  fonts: {
    // Bundled (self-hosted, see main.tsx): Inter for the interface, Source Serif 4 for headings
    // and chapter text. The system stacks behind them show until the files arrive (swap).
    body: {
      value:
        '"Inter Variable", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    heading: {
      value:
        '"Source Serif 4 Variable", "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif',
    },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  },
  colors: {
    paper: {
      50: { value: '#fcfbf8' },
      100: { value: '#f6f4ee' },
      200: { value: '#ebe7dd' },
      300: { value: '#d9d3c4' },
      400: { value: '#b3ab98' },
      500: { value: '#857d6b' },
      600: { value: '#5f584a' },
      700: { value: '#433e34' },
      800: { value: '#2a2721' },
      850: { value: '#201e1a' },
      900: { value: '#181714' },
      950: { value: '#11100e' },
    },
    oxblood: {
      50: { value: '#fbf1f0' },
      100: { value: '#f5dcd9' },
      300: { value: '#e3958c' },
      400: { value: '#d4766b' },
      500: { value: '#b8463a' },
      600: { value: '#9b3226' },
      700: { value: '#7d271e' },
      900: { value: '#3a130f' },
    },
    moss: {
      100: { value: '#e2efe3' },
      300: { value: '#93c59a' },
      600: { value: '#2f7a3c' },
      700: { value: '#24602f' },
      900: { value: '#13301a' },
    },
    ochre: {
      100: { value: '#f8ecd0' },
      300: { value: '#e8c36f' },
      600: { value: '#8d6412' },
      700: { value: '#6e4d0c' },
      900: { value: '#33250a' },
    },
    ink: {
      100: { value: '#e1e8f4' },
      300: { value: '#9fb5dc' },
      600: { value: '#2e5597' },
      700: { value: '#23447a' },
      900: { value: '#13223d' },
    },
  },
  radii: {
    sm: { value: '0.25rem' },
    md: { value: '0.375rem' },
    lg: { value: '0.5rem' },
    xl: { value: '0.75rem' },
  },
  sizes: {
    sidebar: { value: SIDEBAR_WIDTH },
    sidebarMobile: { value: SIDEBAR_WIDTH_MOBILE },
    sidebarIcon: { value: SIDEBAR_WIDTH_ICON },
  },
  zIndex: {
    sticky: { value: 1100 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    toast: { value: 1700 },
    tooltip: { value: 1800 },
  },
  durations: {
    fast: { value: '120ms' },
    normal: { value: '200ms' },
  },
});
