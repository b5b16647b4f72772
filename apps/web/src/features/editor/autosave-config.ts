import { AUTOSAVE_DEBOUNCE_MS, AUTOSAVE_MAX_WAIT_MS } from '@receipts/domain';
import type { SaveQueueConfig } from './save-queue.ts';

/** SPEC §4/§9: 1 s debounce, about 10 s at most while typing; retries back off from 1 s up to the same 10 s. */
export const AUTOSAVE_CONFIG: SaveQueueConfig = {
  debounceMs: AUTOSAVE_DEBOUNCE_MS,
  maxWaitMs: AUTOSAVE_MAX_WAIT_MS,
  retryBaseMs: 1000,
  retryMaxMs: AUTOSAVE_MAX_WAIT_MS,
};
