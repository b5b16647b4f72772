/**
 * The AI features' pure rules: the offline E-E-A-T scorer, the Prime Directive rule set and the
 * rewrite guard. A subpath of its own, so the web bundle does not carry the scorer's rule tables.
 */
export * from './prime-directive/index.ts';
export * from './eeat/index.ts';
export * from './format/rewrite-guard.ts';
