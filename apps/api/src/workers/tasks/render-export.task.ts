import { renderExport, type ExportJob, type RenderedExport } from '../../export/render-export.ts';

/** Builds an export file on a worker thread: the docx writer's packing is one long synchronous call. */
export default function renderExportTask(job: ExportJob): Promise<RenderedExport> {
  return renderExport(job);
}
