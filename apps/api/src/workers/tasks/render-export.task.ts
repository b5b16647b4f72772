import type { MessagePort } from 'node:worker_threads';
import type { ExportEvent } from '../../export/export-progress.ts';
import { renderExport, type ExportJob, type RenderedExport } from '../../export/render-export.ts';

export interface RenderExportPayload {
  job: ExportJob;
  /** Where the export's progress goes (an export job): one `ExportEvent` per message. */
  progress?: MessagePort;
}

/** Builds an export file on a worker thread: the docx writer's packing is one long synchronous call. */
export default async function renderExportTask({
  job,
  progress,
}: RenderExportPayload): Promise<RenderedExport> {
  try {
    return await renderExport(
      job,
      progress ? (event: ExportEvent) => progress.postMessage(event) : undefined,
    );
  } finally {
    progress?.close();
  }
}
