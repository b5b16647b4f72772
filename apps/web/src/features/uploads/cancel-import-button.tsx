import { Button } from '../../components/ui/index.ts';
import { uploadTexts } from './upload-texts.ts';

export interface ImportCancel {
  run: () => void;
  /** Asked, and the job has not ended yet. */
  pending: boolean;
}

/** Beside an upload button while its import runs as a job: asks the server to stop it. */
export function CancelImportButton({ cancel }: { cancel: ImportCancel | null }) {
  if (!cancel) return null;
  return (
    <Button variant="ghost" size="sm" onClick={cancel.run} disabled={cancel.pending}>
      {cancel.pending ? uploadTexts.cancellingImport : uploadTexts.cancelImport}
    </Button>
  );
}
