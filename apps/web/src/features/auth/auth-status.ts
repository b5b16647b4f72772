import type { AuthStatus } from '@receipts/domain';

export const SIGNED_OUT: AuthStatus = { authenticated: false, signedInAt: null };
