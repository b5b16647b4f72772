import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { exportTexts as text } from './export-texts.ts';
import type { PdfDocument } from './pdf-pages.ts';

/** Pages drawn in the preview: enough to judge openers, running heads and notes. */
const PAGES_SHOWN = 12;
const PAGE_WIDTH = 150;

function PreviewPage({ document, page }: { document: PdfDocument; page: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current)
      void import('./pdf-pages.ts').then((pdf) =>
        pdf.drawPage(document, page, canvas.current!, PAGE_WIDTH),
      );
  }, [document, page]);
  return (
    <figure className={css({ flexShrink: 0, display: 'flex', flexDirection: 'column', gap: '1' })}>
      <canvas
        ref={canvas}
        data-testid="pdf-preview-page"
        aria-label={text.previewPage(page)}
        className={css({ borderWidth: '1px', borderColor: 'border', bg: 'white', boxShadow: 'sm' })}
      />
      <figcaption className={css({ fontSize: 'xs', color: 'fg.muted', textAlign: 'center' })}>
        {page}
      </figcaption>
    </figure>
  );
}

/** The typeset PDF as pdf.js draws it: page count, trim, and the first pages side by side. */
export function PdfPreview({ file, trimLabel }: { file: Blob; trimLabel: string }) {
  const [document, setDocument] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let opened: PdfDocument | null = null;
    void Promise.all([import('./pdf-pages.ts'), file.arrayBuffer()])
      .then(([pdf, data]) => pdf.openPdf(data))
      .then((loaded) => {
        opened = loaded;
        if (!cancelled) setDocument(loaded);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      void opened?.loadingTask.destroy();
    };
  }, [file]);

  if (failed) return <p role="alert">{text.previewFailed}</p>;
  if (!document)
    return <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{text.rendering}</p>;
  const shown = Math.min(PAGES_SHOWN, document.numPages);
  return (
    <section
      data-testid="pdf-preview"
      aria-label={text.previewHeading}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <p data-testid="pdf-preview-summary" className={css({ fontWeight: 'medium' })}>
        {text.previewSummary(document.numPages, trimLabel)}
      </p>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {text.previewShowing(shown, document.numPages)}
      </p>
      <div className={css({ display: 'flex', gap: '3', overflowX: 'auto', pb: '2' })}>
        {Array.from({ length: shown }, (_, index) => (
          <PreviewPage key={index} document={document} page={index + 1} />
        ))}
      </div>
    </section>
  );
}
