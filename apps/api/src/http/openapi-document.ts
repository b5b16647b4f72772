import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import type { AnyRouter } from '@trpc/server';

/** Generated once at start: the document describes code, which does not change while running. */
export function buildOpenApiDocument(router: AnyRouter): OpenAPIObject {
  return generateOpenApiDocument(router as never, {
    title: 'Receipts API',
    description:
      'The REST paths of Receipts. Sign in with POST /api/auth/login; the session cookie it sets authenticates every other call. ' +
      'Errors are JSON bodies { "message": "…" } written for a person.',
    version: '1.0.0',
    baseUrl: '/api',
    securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'receipts_session' } },
    paths: uploadPaths,
  });
}

/** The multipart routes are plain Hono routes (see uploads/); they are described here by hand. */
const multipart = (field: string, summary: string) => ({
  post: {
    tags: ['uploads'],
    summary,
    security: [{ session: [] }],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object' as const,
            properties: { [field]: { type: 'string' as const, format: 'binary' } },
            required: [field],
          },
        },
      },
    },
    responses: {
      '200': { description: 'Accepted: { "message": "…" }' },
      '400': { description: 'Wrong file type or malformed upload' },
      '401': { description: 'No session' },
      '413': { description: 'File too large' },
      '415': { description: 'Not a multipart/form-data request' },
      '501': { description: 'Not available yet' },
    },
  },
});

const uploadPaths = {
  '/upload/book': multipart(
    'document',
    'Create a book from a master-plan document (.docx, .md, .pdf; 10 MB)',
  ),
  '/books/{id}/upload-chapters': {
    ...multipart(
      'document',
      'Add chapters to a book from a document (.docx, .md, .pdf; 10 MB). A chapter whose title or number matches an empty planned chapter fills it; the rest are appended. Reply: { message, chapters, filled, added } (titles).',
    ),
    parameters: [
      { name: 'id', in: 'path' as const, required: true, schema: { type: 'integer' as const } },
    ],
  },
  '/books/{id}/cover': {
    ...multipart('cover', 'Upload a cover image (jpeg, png, webp; 5 MB)'),
    parameters: [
      { name: 'id', in: 'path' as const, required: true, schema: { type: 'integer' as const } },
    ],
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A readable, self-contained page (no CDN assets): every operation with its summary. */
export function renderDocsPage(document: OpenAPIObject): string {
  const rows = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, { summary?: string; tags?: string[] }>).map(
      ([method, operation]) =>
        `<tr><td class="m ${method}">${method.toUpperCase()}</td><td><code>/api${escapeHtml(path)}</code></td>` +
        `<td>${escapeHtml(operation.tags?.join(', ') ?? '')}</td><td>${escapeHtml(operation.summary ?? '')}</td></tr>`,
    ),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Receipts API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1c1917}
table{border-collapse:collapse;width:100%}td,th{padding:.4rem .6rem;border-bottom:1px solid #e7e5e4;text-align:left;vertical-align:top}
.m{font-weight:600;font-family:ui-monospace,monospace}.get{color:#15803d}.post{color:#1d4ed8}.put,.patch{color:#a16207}.delete{color:#b91c1c}</style></head>
<body><h1>Receipts API</h1><p>${escapeHtml(document.info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).
Typed clients: tRPC at <code>/trpc</code> with <code>import type { AppRouter } from '@receipts/api'</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Area</th><th>What it does</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`;
}
