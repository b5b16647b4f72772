import type { Plugin, Rollup } from 'vite';

/**
 * Names each chunk the entry imports (React, the data layer, the style runtime, the domain
 * constants) in a `<script type="module">` of its own before the entry's, in place of its
 * modulepreload. A browser evaluates a page's module scripts one task each, in document order, so
 * the app's start is cut into several shorter tasks instead of one long one that no input can
 * interrupt (docs/decisions/pages-fast.md, "The entry's chunks run apart"). What runs is the same:
 * each chunk is evaluated once, before the modules that import it.
 */
export function entryScriptsApart(): Plugin {
  return {
    name: 'receipts:entry-scripts-apart',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.chunk || !ctx.bundle) return html;
        return scriptsApart(html, ctx.chunk.fileName, ctx.chunk.imports, ctx.bundle);
      },
    },
  };
}

/** `html` with `imports` (the entry's, in `bundle`) as module scripts before the entry's. */
export function scriptsApart(
  html: string,
  entry: string,
  imports: readonly string[],
  bundle: Rollup.OutputBundle,
): string {
  const entryTag = moduleScript(entry);
  if (!html.includes(entryTag))
    throw new Error(`entry-scripts-apart: index.html has no ${entryTag}`);
  const files = dependenciesFirst(imports, bundle);
  let out = html.replace(entryTag, [...files.map(moduleScript), entryTag].join('\n    '));
  for (const file of files)
    out = out.replace(
      new RegExp(`\\s*<link rel="modulepreload" crossorigin href="/${escapeRegExp(file)}">`),
      '',
    );
  return out;
}

const moduleScript = (file: string) => `<script type="module" crossorigin src="/${file}"></script>`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `files` ordered so that each comes after the files among them it imports. */
export function dependenciesFirst(files: readonly string[], bundle: Rollup.OutputBundle): string[] {
  const wanted = new Set(files);
  const ordered: string[] = [];
  const visit = (file: string) => {
    if (!wanted.delete(file)) return;
    const output = bundle[file];
    if (output?.type === 'chunk') for (const imported of output.imports) visit(imported);
    ordered.push(file);
  };
  for (const file of files) visit(file);
  return ordered;
}
