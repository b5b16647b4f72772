import type { ToastMessage } from '@receipts/domain';

/**
 * SPEC §2 leaves the milestone buttons without an outcome; this issue gives them one. Their toasts
 * follow the catalogue's 'Success' / 'Error' pattern (SPEC §8).
 */
export const milestoneToasts = {
  created: { title: 'Success', description: 'Milestone created successfully' },
  createFailed: { title: 'Error', description: 'Failed to create milestone' },
  updateFailed: { title: 'Error', description: 'Failed to update milestone' },
} satisfies Record<string, ToastMessage>;
