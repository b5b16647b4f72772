// Writes packages/client's openapi.json and src/schema.ts from the document the server serves.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientContract } from '../src/http/openapi/client-contract.ts';
import { buildOpenApiDocument } from '../src/http/openapi-document.ts';
import { appRouter } from '../src/router.ts';

const clientDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'packages',
  'client',
);
for (const [file, text] of Object.entries(await clientContract(buildOpenApiDocument(appRouter)))) {
  writeFileSync(join(clientDir, file), text);
  console.log(`wrote packages/client/${file}`);
}
