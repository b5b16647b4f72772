import { defineGlobalStyles } from '@pandacss/dev';

export const globalCss = defineGlobalStyles({
  'html, body': {
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    lineHeight: '1.55',
    WebkitFontSmoothing: 'antialiased',
  },
  html: { colorScheme: 'light' },
  'html.dark': { colorScheme: 'dark' },
  'h1, h2, h3': { fontFamily: 'heading', letterSpacing: '-0.01em', lineHeight: '1.2' },
  '*:focus-visible': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '::selection': { bg: 'accent.subtle' },
  // Focus mode (chapter editor): the shell and the page's secondary parts step aside.
  'html[data-focus-mode] [data-chrome]': { display: 'none !important' },
  'html:not([data-focus-mode]) [data-focus-only]': { display: 'none !important' },
});
