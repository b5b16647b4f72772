import { config } from 'zod/v4/core';

// zod compiles a fast parser for each object schema with `new Function`, after probing whether
// eval is allowed. The app's Content-Security-Policy allows no eval (script-src 'self'), so the
// probe itself is refused and reported as a violation on every page that loads a schema. Parsing
// without the compiled fast path is all a form needs. Imported first by main.tsx, before any
// schema is built.
config({ jitless: true });
