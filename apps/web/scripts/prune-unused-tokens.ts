import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AtRule, Declaration, Node, Plugin, Root } from 'postcss';

/** A custom property's name as written in `var(--name` or `--name:` (Panda escapes dots: `--spacing-0\.5`). */
const CUSTOM_PROPERTY = /--[\w\\.-]+/g;

/**
 * A PostCSS plugin run after Panda's: drops from `@layer tokens` every CSS variable nothing reads
 * and every `@keyframes` nothing animates with. Panda's default preset declares its whole palette
 * (22 colour families × 11 shades), sizes, blurs, aspect ratios… as variables on `:root`, about a
 * fifth of the stylesheet, and the app reads a few dozen of them.
 *
 * A variable stays when the stylesheet reads it (`var(--x)` in any declaration outside the token
 * definitions, or in a kept token's value: semantic tokens read base tokens), or when `sourceText`
 * names it (a style set from script, e.g. `style={{ color: 'var(--colors-fg)' }}`). A keyframes
 * rule stays when an `animation` or a kept variable names it. Only the tokens layer is touched:
 * variables set elsewhere (by recipes, or by Ark on the element) are not definitions of tokens.
 */
export function pruneUnusedTokens(sourceText: () => string): Plugin {
  return {
    postcssPlugin: 'receipts:prune-unused-tokens',
    OnceExit(root) {
      const layers = tokenLayers(root);
      if (layers.length === 0) return;
      pruneLayers(root, layers, sourceText());
    },
  };
}

/** Every `.ts`/`.tsx` file under `dir` (tests included: they only widen what is kept), concatenated. */
export function readSourceText(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

function tokenLayers(root: Root): AtRule[] {
  const layers: AtRule[] = [];
  root.walkAtRules('layer', (rule) => {
    if (rule.params.trim() === 'tokens' && rule.nodes) layers.push(rule);
  });
  return layers;
}

function pruneLayers(root: Root, layers: AtRule[], sourceText: string): void {
  const definitions = new Map<string, Declaration[]>();
  const insideTokens = new Set<Declaration>();
  for (const layer of layers) {
    layer.walkDecls((decl) => {
      if (!decl.prop.startsWith('--') || decl.parent?.type === 'atrule') return;
      if (isInsideKeyframes(decl)) return;
      insideTokens.add(decl);
      const list = definitions.get(decl.prop) ?? [];
      list.push(decl);
      definitions.set(decl.prop, list);
    });
  }

  const used = new Set<string>(sourceText.match(CUSTOM_PROPERTY) ?? []);
  const pending: string[] = [];
  const read = (value: string) => {
    for (const match of value.matchAll(/var\(\s*(--[\w\\.-]+)/g)) {
      const name = match[1]!;
      if (!used.has(name)) {
        used.add(name);
        pending.push(name);
      }
    }
  };
  pending.push(...used);
  root.walkDecls((decl) => {
    if (!insideTokens.has(decl)) read(decl.value);
  });
  // Semantic tokens read base tokens: follow every kept definition until nothing new is read.
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const decl of definitions.get(name) ?? []) read(decl.value);
  }

  for (const [name, decls] of definitions) {
    if (!used.has(name)) for (const decl of decls) decl.remove();
  }

  const animated = new Set<string>();
  root.walkDecls((decl) => {
    if (/^animation(-name)?$/i.test(decl.prop) || decl.prop.startsWith('--')) {
      for (const word of decl.value.split(/[\s,]+/)) animated.add(word);
    }
  });
  for (const word of sourceText.match(/[\w-]+/g) ?? []) animated.add(word);
  for (const layer of layers) {
    layer.walkAtRules(/^(-webkit-)?keyframes$/i, (rule) => {
      if (!animated.has(rule.params.trim())) rule.remove();
    });
    // A rule left with no declarations (every variable of `:root` unused) is dropped as well.
    layer.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
  }
}

function isInsideKeyframes(decl: Declaration): boolean {
  for (let node: Node | undefined = decl.parent; node; node = node.parent) {
    if (node.type === 'atrule' && /keyframes$/i.test((node as AtRule).name)) return true;
  }
  return false;
}
