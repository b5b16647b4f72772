import type { AnyRouter } from '@trpc/server';
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import {
  ERROR_SCHEMA,
  ERROR_SCHEMA_NAME,
  errorResponse,
  errorStatusesOf,
} from './openapi/error-responses.ts';
import { handWrittenPaths } from './openapi/hand-written-paths.ts';

type Operation = {
  operationId: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: { type?: string } }[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
};
type PathItem = Record<string, Operation | unknown[]>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** The calls a person makes before signing in. */
const PUBLIC_OPERATIONS = new Set(['auth-status', 'auth-login', 'auth-logout']);
const EITHER_CREDENTIAL: Record<string, string[]>[] = [{ session: [] }, { token: [] }];

const operationsOf = (item: PathItem) =>
  Object.entries(item).filter(([method]) => METHODS.includes(method)) as [string, Operation][];

/** `/books/{bookId}/milestones` and `/books/{id}/milestones` are one path: one path item. */
function mergeSamePaths(paths: Record<string, PathItem>): Record<string, PathItem> {
  const byShape = new Map<string, string>();
  const merged: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries(paths)) {
    const shape = path.replace(/\{[^}]+\}/g, '{}');
    const first = byShape.get(shape);
    if (first === undefined) {
      byShape.set(shape, path);
      merged[path] = { ...item };
      continue;
    }
    const names = [...first.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const renamed = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    for (const [method, operation] of operationsOf(item)) {
      for (const parameter of operation.parameters ?? []) {
        const index = renamed.indexOf(parameter.name);
        if (parameter.in === 'path' && index >= 0) parameter.name = names[index]!;
      }
      merged[first]![method] = operation;
    }
  }
  return merged;
}

/** Security, path parameters and error replies as the server really answers. */
function finishOperation(method: string, path: string, operation: Operation, item: PathItem) {
  const shared = (item.parameters as Operation['parameters']) ?? [];
  const parameters = [...shared, ...(operation.parameters ?? [])];
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') parameter.required = true;
  }
  const isPublic = PUBLIC_OPERATIONS.has(operation.operationId);
  operation.security = isPublic ? [] : EITHER_CREDENTIAL;
  const success = Object.fromEntries(
    Object.entries(operation.responses).filter(([status]) => Number(status) < 400),
  );
  const statuses = errorStatusesOf({
    operationId: operation.operationId,
    method,
    protected: !isPublic,
    hasPathParameters: path.includes('{'),
    // A string in the path (a cover's name) cannot be malformed: an unknown one is a 404.
    hasInput:
      parameters.some((p) => p.in !== 'path' || p.schema?.type === 'integer') ||
      operation.requestBody !== undefined,
  });
  operation.responses = {
    ...success,
    ...Object.fromEntries(statuses.map((status) => [String(status), errorResponse(status)])),
  };
}

/** Generated once at start: the document describes code, which does not change while running. */
export function buildOpenApiDocument(router: AnyRouter): OpenAPIObject {
  const generated = generateOpenApiDocument(router as never, {
    title: 'Receipts API',
    description:
      'The REST paths of Receipts. Scripts authenticate with an API token (Settings → API Tokens, or POST /api/tokens): ' +
      'send it as `Authorization: Bearer rcp_…`; a read token may call GET paths only. A browser signs in with ' +
      'POST /api/auth/login and its session cookie authenticates every other call. ' +
      'Errors are JSON bodies { "message": "…" } written for a person. ' +
      'Any call may also answer 500 (a fault of the server: nothing was changed) or 503 (the database is restarting: try again).',
    version: '1.0.0',
    baseUrl: '/api',
    securitySchemes: {
      session: { type: 'apiKey', in: 'cookie', name: 'receipts_session' },
      token: { type: 'http', scheme: 'bearer', description: 'An API token, rcp_…' },
    },
  });
  const generatedPaths = generated.paths as Record<string, PathItem>;
  const exportParameters =
    (generatedPaths['/books/{id}/export-link']?.get as Operation | undefined)?.parameters ?? [];
  const paths = mergeSamePaths({
    ...generatedPaths,
    ...(handWrittenPaths(exportParameters) as Record<string, PathItem>),
  });
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of operationsOf(item)) {
      finishOperation(method, path, operation, item);
    }
  }
  const schemas = Object.fromEntries(
    Object.entries(generated.components?.schemas ?? {}).filter(
      ([name]) => !name.startsWith('error.'),
    ),
  );
  return {
    ...generated,
    info: {
      ...generated.info,
      license: {
        name: 'Proprietary: private to its publisher',
        identifier: 'LicenseRef-Proprietary',
      },
    },
    servers: [{ url: '/api', description: 'This server' }],
    paths: paths as OpenAPIObject['paths'],
    components: {
      ...generated.components,
      schemas: { ...schemas, [ERROR_SCHEMA_NAME]: ERROR_SCHEMA as never },
    },
  };
}

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
