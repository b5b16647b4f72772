import type { ToastMessage } from '@receipts/domain';

/**
 * SPEC §2 leaves the milestone buttons without an outcome; this issue gives them one. Their toasts
 * follow the catalogue's 'Success' / 'Error' pattern (SPEC §8).
 */
export const milestoneToasts = {
  created: { title: 'Success', description: 'Milestone created successfully' },
  createFailed: { title: 'Error', description: 'Failed to create milestone' },
  updateFailed: { title: 'Error', description: 'Failed to update milestone' },
  updated: { title: 'Success', description: 'Milestone updated successfully' },
  deleted: { title: 'Success', description: 'Milestone deleted successfully' },
  deleteFailed: { title: 'Error', description: 'Failed to delete milestone' },
} satisfies Record<string, ToastMessage>;

export const milestoneLabels = {
  formDescription: 'A step on the way to publication, with an optional due date.',
  edit: 'Edit Milestone',
  editFor: (title: string) => `Edit ${title}`,
  deleteTitle: 'Delete Milestone',
  deleteFor: (title: string) => `Delete ${title}`,
  dueDate: 'Deadline',
} as const;
