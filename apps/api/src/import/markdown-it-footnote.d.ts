// markdown-it-footnote ships no types; its one export is a markdown-it plugin.
declare module 'markdown-it-footnote' {
  import type { PluginSimple } from 'markdown-it';

  const footnote: PluginSimple;
  export default footnote;
}
