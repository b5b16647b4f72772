// Starts the Crossref stand-in over the test catalogue on 127.0.0.1 and prints its URL
// ("crossref stand-in <url>"); the browser journeys (apps/web/e2e/run.mjs) and benchmarks point
// CROSSREF_BASE_URL at it. Optional first argument: latency in milliseconds per reply.
import { catalogue } from './crossref-catalogue.ts';
import { startCrossrefStandIn } from './crossref-stand-in.ts';

const standIn = await startCrossrefStandIn(catalogue, { latencyMs: Number(process.argv[2] ?? 0) });
console.log(`crossref stand-in ${standIn.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}
