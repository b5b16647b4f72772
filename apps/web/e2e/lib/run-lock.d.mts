/** Waits (20 min at most) for this working tree's e2e lock; resolves to its release. */
export function acquireRunLock(options?: { timeoutMs?: number }): Promise<() => void>;
