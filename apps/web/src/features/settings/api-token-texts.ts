import type { ToastMessage } from '@receipts/domain';

const success = (description: string): ToastMessage => ({ title: 'Success', description });
/** A toast whose description is the server's message, with a fallback title alone. */
const withServerMessage =
  (title: string) =>
  (serverMessage?: string | null): ToastMessage =>
    serverMessage?.trim() ? { title, description: serverMessage } : { title };

/**
 * Settings → API Tokens (not in SPEC: docs/decisions/api-tokens.md). Kept with the page, not in
 * the domain's messages, which every screen loads.
 */
export const apiTokenTexts = {
  title: 'API Tokens',
  intro:
    'Scripts call the REST API with a token sent as "Authorization: Bearer …". A read token can only read; a write token can do what you can, except manage tokens.',
  name: 'Token name',
  scope: 'Access',
  scopeRead: 'Read only',
  scopeWrite: 'Read and write',
  expires: 'Expires (optional)',
  create: 'Create Token',
  copyNow: 'Copy this token now: it will not be shown again.',
  copy: 'Copy',
  copied: 'Copied',
  none: 'No API tokens yet.',
  created: (date: string) => `Created ${date}`,
  lastUsed: (date: string | null) => (date ? `Last used ${date}` : 'Never used'),
  expiresOn: (date: string | null) => (date ? `Expires ${date}` : 'Never expires'),
  revoke: 'Revoke',
  revokeTitle: 'Revoke Token',
  revokeItem: (name: string) => `the token "${name}"`,
  createdToast: success('API token created'),
  createFailed: withServerMessage('Could Not Create Token'),
  revokedToast: success('API token revoked'),
  revokeFailed: withServerMessage('Could Not Revoke Token'),
} as const;
