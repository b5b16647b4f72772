import { z } from 'zod';
import { idSchema, requiredText } from './common.ts';

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every token starts so, so secret scanners (and people) can tell a leaked one at a glance. */
export const API_TOKEN_PREFIX = 'rcp_';

const ISO_DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * When a token stops working: an ISO timestamp, or a date ('2027-03-31'), which means the end of
 * that day (UTC). It must lie in the future; null or absent means it never expires.
 */
const expiry = z
  .string({ error: 'expiresAt must be a date such as 2027-03-31' })
  .trim()
  .transform((value, ctx) => {
    const stamp = ISO_DATE_ONLY.test(value) ? `${value}T23:59:59.999Z` : value;
    const time = /^\d{4}-\d{2}-\d{2}T/.test(stamp) ? Date.parse(stamp) : NaN;
    if (Number.isNaN(time)) {
      ctx.addIssue({ code: 'custom', message: 'expiresAt must be a date such as 2027-03-31' });
      return z.NEVER;
    }
    if (time <= Date.now()) {
      ctx.addIssue({ code: 'custom', message: 'expiresAt must be in the future' });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });

export const apiTokenCreateInput = z.object({
  name: requiredText('name', 100),
  scope: z.enum(API_TOKEN_SCOPES, { error: 'scope must be one of: read, write' }),
  expiresAt: expiry.nullish().transform((value) => value ?? null),
});
export type ApiTokenCreate = z.output<typeof apiTokenCreateInput>;

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The secret's first characters, to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ApiTokenInfo = z.infer<typeof apiTokenSchema>;

/** The reply to a create: the only time the secret is ever sent. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenIdInput = z.object({ id: idSchema });
