import { execFile } from 'node:child_process';
import { mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The full path of a command on PATH, or null when it is not installed. */
export async function which(command: string): Promise<string | null> {
  try {
    const { stdout } = await run('sh', ['-c', `command -v ${command}`]);
    return stdout.trim() || null;
  } catch {
    return null;
  }
}

/** Runs `use` on the bytes written to a temporary file, removed afterwards. */
export async function withTempFile<T>(
  name: string,
  bytes: Uint8Array,
  use: (file: string) => Promise<T>,
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'receipts-export-'));
  try {
    const file = path.join(dir, name);
    await writeFile(file, bytes);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Debian's `epubcheck` is the jar itself, run through binfmt when the system has it registered;
 * where it has not, `java -jar` runs the same file.
 */
export async function epubcheck(bytes: Uint8Array): Promise<{ ok: boolean; output: string }> {
  const command = await which('epubcheck');
  if (!command) throw new Error('epubcheck is not installed');
  const target = await realpath(command);
  const [file, args] = target.endsWith('.jar') ? ['java', ['-jar', target]] : [target, []];
  return withTempFile('book.epub', bytes, async (epub) => {
    try {
      const { stdout, stderr } = await run(file, [...args, epub], { maxBuffer: 1 << 24 });
      return { ok: true, output: stdout + stderr };
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      return { ok: false, output: stdout + stderr };
    }
  });
}

const EXTENSIONS: Record<string, string> = { commonmark: 'md', markdown: 'md' };

/** A document converted by pandoc (`from`: docx, epub, commonmark, markdown, html) to `to`. */
async function pandoc(
  bytes: Uint8Array,
  from: string,
  to: 'plain' | 'html' | 'json',
): Promise<string> {
  return withTempFile(`book.${EXTENSIONS[from] ?? from}`, bytes, async (input) => {
    const { stdout } = await run('pandoc', ['-f', from, '-t', to, '--wrap=none', input], {
      maxBuffer: 1 << 26,
    });
    return stdout;
  });
}

/** A document converted to plain text by pandoc (`from`: docx, epub, commonmark). */
export const pandocText = (bytes: Uint8Array, from: string) => pandoc(bytes, from, 'plain');

/** The same conversion to HTML, to see how a reader would render the document. */
export const pandocHtml = (bytes: Uint8Array, from: string) => pandoc(bytes, from, 'html');

/** The document as pandoc reads it: its abstract syntax tree (pandoc's JSON). */
export const pandocJson = async (bytes: Uint8Array, from: string): Promise<unknown> =>
  JSON.parse(await pandoc(bytes, from, 'json'));

/**
 * Words as a comparable sequence: list markers dropped, tokens with a letter or digit kept,
 * lower-cased and stripped of punctuation, so renderings that differ in layout compare equal.
 */
export function wordSequence(text: string): string {
  return text
    .replace(/^[ \t]*(?:[-*•◦]|\d+[.)])[ \t]+/gm, '')
    .split(/\s+/)
    .map((token) => token.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .join(' ');
}
