// Writes the OpenAPI document the server serves at /api/openapi.json, then lints it with Redocly's
// recommended rules (redocly.yaml); any error or warning fails the lint.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/http/openapi-document.ts';
import { appRouter } from '../src/router.ts';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = mkdtempSync(join(tmpdir(), 'receipts-openapi-'));
const file = join(folder, 'openapi.json');
writeFileSync(file, JSON.stringify(buildOpenApiDocument(appRouter), null, 2));
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
try {
  let report: string;
  try {
    report = execFileSync(
      process.execPath,
      [redocly, 'lint', file, '--config', join(apiDir, 'redocly.yaml'), '--format', 'json'],
      { encoding: 'utf8', cwd: apiDir, stdio: ['ignore', 'pipe', 'inherit'] },
    );
  } catch (error) {
    report = String((error as { stdout?: string }).stdout ?? '');
  }
  const { totals, problems } = JSON.parse(report) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; message: string; location: { pointer?: string }[] }[];
  };
  for (const problem of problems) {
    console.error(`${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`);
  }
  console.log(
    `OpenAPI lint (Redocly, recommended): ${totals.errors} errors, ${totals.warnings} warnings`,
  );
  if (totals.errors + totals.warnings > 0) process.exitCode = 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
