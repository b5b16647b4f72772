import type { BrowserContext, Page } from 'playwright-core';

export interface TestContext {
  /** A fresh browser context (cookies, storage) per test; signed in unless the test asked otherwise. */
  context: BrowserContext;
  page: Page;
  baseURL: string;
  password: string;
}

export interface TestCase {
  name: string;
  file: string;
  signedIn: boolean;
  viewport?: { width: number; height: number };
  /** The whole test's limit, when it follows long server work (default: the runner's 60 s). */
  timeoutMs?: number;
  run: (t: TestContext) => Promise<void>;
}

interface TestOptions {
  /** Start with the shared session cookie (default true). */
  signedIn?: boolean;
  viewport?: { width: number; height: number };
  /** The whole test's limit (default 60 s): a test following a long export on a shared machine. */
  timeoutMs?: number;
}

export const registry: TestCase[] = [];
let currentFile = '';

export function setCurrentFile(file: string): void {
  currentFile = file;
}

/** Registers a browser test; the runner gives it a fresh context and page. */
export function test(name: string, run: TestCase['run']): void;
export function test(name: string, options: TestOptions, run: TestCase['run']): void;
export function test(name: string, a: TestOptions | TestCase['run'], b?: TestCase['run']): void {
  const options = typeof a === 'function' ? {} : a;
  const run = typeof a === 'function' ? a : b!;
  registry.push({
    name,
    file: currentFile,
    signedIn: options.signedIn ?? true,
    viewport: options.viewport,
    timeoutMs: options.timeoutMs,
    run,
  });
}
