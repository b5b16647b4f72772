/**
 * The error replies of each operation, as the server really sends them: one body shape
 * (`{ message, issues? }`, see error-reply.ts) and the statuses that follow from what the
 * operation is (protected, takes input, names an id, has a body) plus those its work can raise.
 */

export const ERROR_SCHEMA_NAME = 'Error';

export const ERROR_SCHEMA = {
  type: 'object',
  description:
    'Every error reply: a message written for a person, and the field problems of a rejected input.',
  properties: {
    message: { type: 'string', description: 'What went wrong, readable in a toast' },
    issues: {
      type: 'array',
      description: 'For a rejected input: each field at fault',
      items: {
        type: 'object',
        properties: {
          path: { type: 'array', items: { type: ['string', 'integer'] } },
          message: { type: 'string' },
        },
        required: ['path', 'message'],
      },
    },
  },
  required: ['message'],
} as const;

const DESCRIPTIONS: Record<number, string> = {
  400: 'The input is not valid: the message names each field at fault',
  401: 'No session and no API token, or the token is not valid (expired or revoked)',
  403: 'Not allowed: a read token on a write, a token managing tokens, another site, or a host name this server does not answer to',
  404: 'Nothing with that id',
  409: 'The data changed meanwhile (a stale version, or a change during the work), or a restore would replace a library without `replace`: nothing was written; or the book runs another job, or the job was cancelled; or the import job id sent (X-Import-Job-Id, `jobId`) names another job',
  413: 'The body or file is too large',
  422: 'The document could not be read within the time or complexity limits, or would create more than 200 chapters or milestones',
  429: 'Too many requests: wait the seconds of Retry-After',
  502: 'An outside service (Crossref, the AI model) answered with an error or nonsense',
  503: 'An outside service could not be reached or did not answer in time, or the embedded database is restarting; try again later',
};

/** Statuses that come from an operation's work, not from its shape. */
export const WORK_ERRORS: Record<string, readonly number[]> = {
  'chapters-update': [409],
  'chapters-format': [409, 502, 503],
  'chapters-scoreEeat': [409, 502, 503],
  'books-analyzeDraft': [502, 503],
  'citations-validate': [503],
  'citations-validateAll': [409, 503],
  'citations-extractBookCitations': [409],
  'jobs-start': [409],
  'citations-findReplacement': [503],
  // 409: a large import's job id names another job, or its job was cancelled while the call waited.
  'uploads-plan': [409, 422, 502, 503],
  'uploads-chapters': [409, 422],
  'references-importFile': [409],
  'backup-restore': [409],
  'search-replace': [409],
  'trash-restore': [409],
};

/** Operations only a signed-in person may call: a token gets 403 before any rate limit. */
const SESSION_ONLY = new Set(['tokens-create', 'tokens-list', 'tokens-remove']);

export interface OperationShape {
  operationId: string;
  method: string;
  /** Needs a session or a token. */
  protected: boolean;
  hasPathParameters: boolean;
  /** Takes any parameter or body that can be invalid. */
  hasInput: boolean;
}

/** Every error status the server can answer this operation with. */
export function errorStatusesOf(op: OperationShape): number[] {
  const statuses = new Set<number>([403]);
  if (op.hasInput) statuses.add(400);
  if (op.protected) statuses.add(401);
  if (op.protected && !SESSION_ONLY.has(op.operationId)) statuses.add(429);
  if (op.hasPathParameters) statuses.add(404);
  if (op.method !== 'get') statuses.add(413);
  if (op.operationId === 'auth-login') statuses.add(429);
  for (const status of WORK_ERRORS[op.operationId] ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer' },
  },
};

export function errorResponse(status: number) {
  return {
    description: DESCRIPTIONS[status] ?? 'Error',
    ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
    content: {
      'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` } },
    },
  };
}
