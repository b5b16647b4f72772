import { renderExport, type ExportJob } from '../../export/render-export.ts';

/** Builds an export file on a worker thread: the docx writer's packing is one long synchronous call. */
export default function renderExportTask(job: ExportJob): Promise<Uint8Array> {
  return renderExport(job);
}
