import type { Hono } from 'hono';
import type { ContextFor } from '../request-context.ts';
import { uploadBook } from './upload-book.ts';
import { uploadChapters } from './upload-chapters.ts';
import { uploadCover } from './upload-cover.ts';
import { uploadHandler } from './upload-route.ts';

export const uploadRoutes = [uploadBook, uploadChapters, uploadCover];

/**
 * Multipart uploads are plain Hono routes beside the tRPC mounts, with their own streaming size
 * cap (the rule's maxBytes) instead of the 5 MB JSON limit. The origin guard covers them.
 */
export function mountUploadRoutes(app: Hono, contextFor: ContextFor) {
  for (const route of uploadRoutes) app.post(route.path, uploadHandler(route, contextFor));
}
