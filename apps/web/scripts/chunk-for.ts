/**
 * Vendor chunking: the framework every screen needs in one long-cached chunk, and the editor's
 * ProseMirror stack in its own chunk that only the chapter editor route pulls in.
 */
const GROUPS: ReadonlyArray<readonly [chunk: string, pattern: RegExp]> = [
  // Before 'editor': a manual chunk pulls in the unassigned modules it imports, and the editor
  // imports domain constants that every screen uses, which would drag the editor chunk everywhere.
  // Only the zod-free parts of domain: its schemas stay where tree-shaking leaves them.
  ['domain', /[\\/]packages[\\/]domain[\\/]src[\\/](constants|messages|statuses|rules)[\\/.]/],
  [
    'editor',
    /[\\/]node_modules[\\/](prosemirror-[^\\/]+|orderedmap|rope-sequence|w3c-keyname)[\\/]|[\\/]packages[\\/]editor[\\/]/,
  ],
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['data', /[\\/]node_modules[\\/](@tanstack|@trpc)[\\/]/],
  // zod in a chunk of its own, loaded by the screens that check forms: left to the bundler, it was
  // put in a shared chunk with a tiny helper the dashboard's uploads use, 26 KB gzipped for nothing.
  ['zod', /[\\/]node_modules[\\/]zod[\\/]/],
  ['icons', /[\\/]node_modules[\\/]lucide-react[\\/]/],
];

export function chunkFor(id: string): string | undefined {
  for (const [chunk, pattern] of GROUPS) if (pattern.test(id)) return chunk;
  return undefined;
}

const PURE_MODULES = /[\\/](packages[\\/]domain[\\/]src|src[\\/]components[\\/]ui)[\\/]/;

/** False for modules whose top level only declares values, so unused exports can be dropped. */
export function hasSideEffects(id: string): boolean {
  return !PURE_MODULES.test(id);
}
