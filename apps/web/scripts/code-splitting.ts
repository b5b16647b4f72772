/**
 * Vendor chunking: the framework every screen needs in one long-cached chunk, and the editor's
 * ProseMirror stack in its own chunk that only the chapter editor route pulls in. Each group also
 * takes the modules it imports (as `manualChunks` did).
 */
const GROUPS: ReadonlyArray<readonly [chunk: string, pattern: RegExp]> = [
  // Before 'editor': a group pulls in the unassigned modules it imports, and the editor
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

/**
 * A module shared by this many of the app's chunks (its entry and each lazily loaded route) or
 * more goes into one `common` chunk, instead of a chunk of its own for each set of routes that
 * share it: a page used to fetch ~30 scripts of 1–17 KB, and on a phone's connection each costs a
 * round trip (docs/decisions/pages-fast.md, "Fewer, larger chunks").
 */
const COMMON_SHARE_COUNT = 3;

/**
 * Rolldown's code splitting: the vendor groups above, in their order; then every other module the
 * entry loads at start (the `start` group: Rolldown keeps these in the entry's own chunk), so
 * that `common` holds only what the routes load (a module the entry imports inside `common` would
 * send all of it with every page); then `common`. What is left, used by one or two routes, stays
 * with them. The sign-in and landing pages load `common` too: keeping out what they use left
 * signed-in pages with 16–23 scripts instead of 13–17, and the chapter editor's Lighthouse score
 * under 90 (docs/decisions/pages-fast.md, "Fewer, larger chunks").
 */
export function codeSplitting() {
  return {
    groups: [
      ...GROUPS.map(([name, test], index) => ({ name, test, priority: GROUPS.length - index + 2 })),
      { name: 'start', tags: ['$initial' as const], priority: 2 },
      { name: 'common', minShareCount: COMMON_SHARE_COUNT, priority: 1 },
    ],
  };
}

const PURE_MODULES = /[\\/](packages[\\/]domain[\\/]src|src[\\/]components[\\/]ui)[\\/]/;

/** False for modules whose top level only declares values, so unused exports can be dropped. */
export function hasSideEffects(id: string): boolean {
  return !PURE_MODULES.test(id);
}
