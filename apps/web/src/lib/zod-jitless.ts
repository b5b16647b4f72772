// zod compiles a fast parser for each object schema with `new Function`, after probing whether
// eval is allowed. The app's Content-Security-Policy allows no eval (script-src 'self'), so the
// probe itself is refused and reported as a violation on every page that loads a schema. Parsing
// without the compiled fast path is all a form needs. Imported first by main.tsx, before any
// schema is built.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod) and
// adopts an object already there. Setting it here, rather than calling `config()` from
// 'zod/v4/core', keeps zod's core out of the entry chunk: pages without a form never load zod.
// zod-jitless.test.ts holds zod to reading it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
