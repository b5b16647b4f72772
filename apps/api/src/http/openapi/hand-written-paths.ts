/**
 * The plain Hono routes (multipart uploads, the export download, cover images, the backup), which
 * trpc-to-openapi cannot see: described here by hand, with the same error replies as the rest.
 */

const idParameter = {
  name: 'id',
  in: 'path' as const,
  required: true,
  schema: { type: 'integer' as const, exclusiveMinimum: 0, maximum: 2147483647 },
};

/** Names the job a large document's import runs as (docs/decisions/jobs.md), to follow it meanwhile. */
const importJobHeader = {
  name: 'X-Import-Job-Id',
  in: 'header' as const,
  required: false,
  description:
    'A UUID of your choosing: a document of 128 KB or more is imported as a durable job of that id (followed with GET /api/jobs/{id}, even after this call is cut off); the reply is the same',
  schema: { type: 'string' as const, format: 'uuid' },
};

const multipart = (operationId: string, field: string, summary: string, reply: object) => ({
  post: {
    operationId,
    tags: ['uploads'],
    summary,
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
      ...reply,
    },
  },
});

const messageReply = (status: number, description: string, extra: object) => ({
  [String(status)]: {
    description,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: { message: { type: 'string' }, ...extra },
          required: ['message', ...Object.keys(extra)],
        },
      },
    },
  },
});

/** A book's export as a download, in whichever format it was asked for. */
const exportedFile = (description: string) => ({
  '200': {
    description,
    headers: {
      'Content-Disposition': {
        description: 'attachment; filename="…"',
        schema: { type: 'string' },
      },
    },
    content: {
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
        schema: { type: 'string', format: 'binary' },
      },
      'application/epub+zip': { schema: { type: 'string', format: 'binary' } },
      'text/markdown': { schema: { type: 'string' } },
      // Markdown of a book with figures: the .md and its images/.
      'application/zip': { schema: { type: 'string', format: 'binary' } },
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    },
  },
});

/**
 * Paths keyed as trpc-to-openapi keys them (below /api). `exportParameters` are the export-link
 * operation's query parameters: the download takes the same options.
 */
export function handWrittenPaths(exportParameters: readonly object[]) {
  return {
    '/upload/book': {
      ...multipart(
        'uploads-plan',
        'document',
        'Create a book from a master-plan document (.docx, .md, .pdf; 10 MB)',
        messageReply(201, 'The book was created', { bookId: { type: 'integer' } }),
      ),
      parameters: [importJobHeader],
    },
    '/books/{id}/upload-chapters': {
      ...multipart(
        'uploads-chapters',
        'document',
        'Add chapters to a book from a document (.docx, .md, .pdf; 10 MB). A chapter whose title or number matches an empty planned chapter fills it; the rest are appended.',
        messageReply(201, 'The chapters were placed', {
          chapters: { type: 'array', items: { type: 'string' }, description: 'Every title read' },
          filled: {
            type: 'array',
            items: { type: 'string' },
            description: 'Titles of the empty planned chapters that were filled',
          },
          added: {
            type: 'array',
            items: { type: 'string' },
            description: 'Titles of the chapters appended after the last one',
          },
          notices: {
            type: 'array',
            items: { type: 'string' },
            description:
              'What to check after the import: a PDF whose pages look like tables (tables are not rebuilt from a PDF)',
          },
        }),
      ),
      parameters: [idParameter, importJobHeader],
    },
    '/books/{id}/cover': {
      ...multipart(
        'uploads-cover',
        'cover',
        'Upload a cover image (jpeg, png, webp; 5 MB)',
        messageReply(200, 'The cover was stored', { coverImageUrl: { type: 'string' } }),
      ),
      parameters: [idParameter],
    },
    '/books/{id}/figures': {
      ...multipart(
        'uploads-figure',
        'image',
        'Upload a figure image into a book (jpeg, png, webp; 20 MB, 50 megapixels). It is stored re-encoded without metadata (EXIF, GPS) as a screen (WebP, 1600 px wide at most), a print (2100 px wide at most) and a full-size variant; a figure node names it by `image`',
        messageReply(201, 'The image was stored', {
          image: { type: 'string', format: 'uuid', description: "The figure node's `image`" },
          src: { type: 'string', description: 'The screen variant' },
          width: { type: 'integer' },
          height: { type: 'integer' },
        }),
      ),
      parameters: [idParameter],
    },
    '/books/{id}/export': {
      get: {
        operationId: 'books-export',
        tags: ['books'],
        summary:
          'Download the book as .docx, EPUB, Markdown or PDF (print interior or standard manuscript; a file, with Content-Disposition; Markdown of a book with figures is a .zip of the .md and its images/)',
        parameters: exportParameters.filter((p) => (p as { in: string }).in === 'query'),
        responses: exportedFile('The file'),
      },
      parameters: [idParameter],
    },
    '/jobs/{id}/file': {
      get: {
        operationId: 'jobs-file',
        tags: ['jobs'],
        summary:
          "Download the file an export job made (there once it has completed, until the book's next export replaces it)",
        responses: exportedFile('The file, as GET /api/books/{id}/export would send it'),
      },
      parameters: [
        {
          name: 'id',
          in: 'path' as const,
          required: true,
          schema: { type: 'string' as const, format: 'uuid' },
        },
      ],
    },
    '/backup': {
      get: {
        operationId: 'backup-download',
        tags: ['backup'],
        summary:
          'Download a backup of the whole library: a .zip of every table (NDJSON), the covers, each book as Markdown and .docx, and manifest.json (a write token or a session)',
        responses: {
          '200': {
            description: 'The backup, made now from one consistent snapshot',
            headers: {
              'Content-Disposition': {
                description: 'attachment; filename="receipts-backup-YYYY-MM-DD.zip"',
                schema: { type: 'string' },
              },
            },
            content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    '/backup/restore': {
      post: {
        ...multipart(
          'backup-restore',
          'backup',
          'Restore a backup .zip: checked whole first, then restored in one transaction (an older version is migrated)',
          messageReply(200, 'The backup was restored', {
            books: { type: 'integer' },
            tables: { type: 'integer' },
            rows: { type: 'integer' },
            covers: { type: 'integer' },
            safetyBackup: {
              type: ['string', 'null'],
              description: 'The backup taken of the library that was replaced (in BACKUP_DIR)',
            },
          }),
        ).post,
        tags: ['backup'],
        parameters: [
          {
            name: 'replace',
            in: 'query' as const,
            required: false,
            description:
              'true to replace a library that is not empty (a backup of it is taken first); without it, such a library is refused with 409',
            schema: { type: 'boolean' as const },
          },
        ],
      },
    },
    '/covers/{name}': {
      get: {
        operationId: 'covers-get',
        tags: ['books'],
        summary:
          "A book's cover image, by the name in its coverImageUrl: as uploaded, or a sized variant (`w`), in AVIF or WebP when the name ends in `.avif` or `.webp`, else JPEG/PNG",
        parameters: [
          {
            name: 'w',
            in: 'query' as const,
            required: false,
            description:
              'The width wanted, in pixels: the narrowest stored variant at least this wide is sent (else the widest)',
            schema: { type: 'integer' as const, minimum: 1, maximum: 4000 },
          },
        ],
        responses: {
          '200': {
            description: 'The image (its URL changes with every upload, so it may be cached)',
            content: {
              'image/avif': { schema: { type: 'string', format: 'binary' } },
              'image/jpeg': { schema: { type: 'string', format: 'binary' } },
              'image/png': { schema: { type: 'string', format: 'binary' } },
              'image/webp': { schema: { type: 'string', format: 'binary' } },
            },
          },
        },
      },
      parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
    },
    '/figures/{name}/{variant}': {
      get: {
        operationId: 'figures-get',
        tags: ['books'],
        summary: 'One variant of a figure image, by the `image` of its figure node',
        responses: {
          '200': {
            description: 'The image (a name is never reused, so it may be cached)',
            content: {
              'image/webp': { schema: { type: 'string', format: 'binary' } },
              'image/jpeg': { schema: { type: 'string', format: 'binary' } },
              'image/png': { schema: { type: 'string', format: 'binary' } },
            },
          },
        },
      },
      parameters: [
        { name: 'name', in: 'path', required: true, schema: { type: 'string' } },
        {
          name: 'variant',
          in: 'path',
          required: true,
          schema: { type: 'string', enum: ['screen', 'print', 'original'] },
        },
      ],
    },
  };
}
