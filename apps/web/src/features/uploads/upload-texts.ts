/** Texts of cancelling a large import (not in SPEC: docs/decisions/jobs.md, "Import jobs"). */
export const uploadTexts = {
  cancelImport: 'Cancel import',
  cancellingImport: 'Cancelling…',
  importCancelled: { title: 'Import cancelled', description: 'Nothing was imported.' },
  cancelFailed: {
    title: 'Cancel Failed',
    description: 'The import could not be cancelled: it may have just finished.',
  },
} as const;
