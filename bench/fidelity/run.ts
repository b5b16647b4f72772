import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fidelityTable } from '../../apps/api/test/fidelity/fidelity-table.ts';
import { CATEGORIES } from '../../apps/api/test/fidelity/inventory.ts';
import { FIDELITY_MANUSCRIPTS } from '../../apps/api/test/fidelity/manuscripts.ts';
import { roundTrip, STAGES, type FidelityResult } from '../../apps/api/test/fidelity/round-trip.ts';
import { startServer } from '../api/server.ts';
import { signIn } from '../editor/session.ts';

/**
 * pnpm bench:fidelity: the suite's manuscripts (apps/api/test/fixtures/manuscripts, made by
 * pandoc, WeasyPrint, LibreOffice and Chromium) through the real server (production bundle,
 * embedded database): uploaded as a book's chapters, read back as stored, exported as .docx,
 * EPUB and Markdown; each stage read by pandoc (the .docx by mammoth too, the EPUB by epubcheck)
 * and counted against the Markdown the file was made from. Prints a table per manuscript and the
 * totals over all of them.
 */

const PASSWORD = 'bench-fidelity-password';

function totals(label: string, results: FidelityResult[]): string {
  const lines = [`${label} (kept / in the sources):`];
  for (const stage of STAGES) {
    const sum = (pick: (r: FidelityResult) => { kept: number; total: number }) =>
      results.reduce(
        (acc, r) => ({ kept: acc.kept + pick(r).kept, total: acc.total + pick(r).total }),
        { kept: 0, total: 0 },
      );
    const words = sum((r) => r.stages[stage].words);
    const parts = CATEGORIES.map((category) => {
      const { kept, total } = sum((r) => r.stages[stage].categories[category]);
      return `${category} ${kept}/${total}`;
    });
    const percent = ((words.kept / words.total) * 100).toFixed(2);
    lines.push(
      `  ${stage.padEnd(6)} words ${words.kept}/${words.total} (${percent}%), ${parts.join(', ')}`,
    );
  }
  const clean = results.filter((r) => r.epubcheck.errors === 0 && r.epubcheck.warnings === 0);
  lines.push(`  epubcheck 0 errors and 0 warnings: ${clean.length} of ${results.length} books`);
  return lines.join('\n');
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-fidelity-data-'));
  const server = await startServer({ DATA_DIR: dataDir, APP_PASSWORD: PASSWORD });
  try {
    const session = await signIn(server.baseUrl, PASSWORD);
    const results: FidelityResult[] = [];
    for (const manuscript of FIDELITY_MANUSCRIPTS) {
      const result = await roundTrip(
        (route, init = {}) =>
          fetch(`${server.baseUrl}${route}`, {
            method: init.method ?? 'GET',
            headers: {
              cookie: session.cookie,
              origin: server.baseUrl,
              ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
            },
            body: init.json === undefined ? init.body : JSON.stringify(init.json),
          }),
        manuscript,
      );
      results.push(result);
      console.log(`${fidelityTable(result)}\n`);
    }
    const inSample = results.filter((result) => !result.manuscript.heldOut);
    const heldOut = results.filter((result) => result.manuscript.heldOut);
    console.log(
      totals(
        `in-sample: the ${inSample.length} manuscripts the PDF rules were written with`,
        inSample,
      ),
    );
    console.log(
      totals(
        `held out: ${heldOut.length} PDFs made after the rules, not used to tune them`,
        heldOut,
      ),
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
