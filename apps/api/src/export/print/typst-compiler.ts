import { NodeCompiler, type NodeTypstDocument } from '@myriaddreamin/typst-ts-node-compiler';
import { shippedFontFiles } from './print-fonts.ts';

let compiler: NodeCompiler | null = null;

/**
 * The compiler's root: a folder that does not exist, so a source reaches no file of the machine,
 * only those mapped in for it (figure images).
 */
const WORKSPACE = '/receipts-typst-workspace';

/** One compiler per thread, holding only the shipped fonts. */
function typst(): NodeCompiler {
  compiler ??= NodeCompiler.create({
    workspace: WORKSPACE,
    fontArgs: [{ fontBlobs: shippedFontFiles() }],
  });
  return compiler;
}

export interface CompiledPdf {
  pdf: Uint8Array;
  pages: number;
}

/** A typeset source: its page count, the values of its labelled metadata, and its PDF. */
export interface TypsetSource {
  pages: number;
  /** The values of the `metadata` elements carrying `label` (e.g. `<widowed>`). */
  labelled(label: string): unknown[];
  pdf(creationTimestamp: number): Uint8Array;
}

function typesetWith(typstCompiler: NodeCompiler, source: string): TypsetSource {
  const result = typstCompiler.compile({ mainFileContent: source });
  const document: NodeTypstDocument | null = result.result;
  const error = result.takeError();
  if (!document || error) {
    const diagnostics = JSON.stringify(error?.shortDiagnostics ?? []);
    throw new Error(`Typst could not compile the book: ${diagnostics}`);
  }
  return {
    pages: document.numOfPages,
    labelled: (label) =>
      (typstCompiler.query(document, { selector: `<${label}>` }) as { value: unknown }[]).map(
        (element) => element.value,
      ),
    pdf: (creationTimestamp) => {
      const pdf = typstCompiler.pdf(document, { creationTimestamp });
      return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    },
  };
}

/**
 * Typesets one book, in as many passes as `work` asks for (later passes reuse what the earlier
 * ones laid out); `files` (figure images) are mapped in at the paths the source names. A failure
 * is a fault of our source writers (the manuscript's text is only ever in string literals), so it
 * is thrown with Typst's diagnostics for the log.
 */
export function typesetBook<T>(
  files: Readonly<Record<string, Uint8Array>>,
  work: (typeset: (source: string) => TypsetSource) => T,
): T {
  const typstCompiler = typst();
  for (const [path, data] of Object.entries(files))
    typstCompiler.mapShadow(
      `${WORKSPACE}${path}`,
      Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    );
  try {
    return work((source) => typesetWith(typstCompiler, source));
  } finally {
    // Drop what this book left in the compiler: the next book shares nothing with it.
    typstCompiler.resetShadow();
    typstCompiler.evictCache(0);
  }
}

/** A Typst source as a PDF, in one pass. */
export function compileTypst(
  source: string,
  creationTimestamp: number,
  files: Readonly<Record<string, Uint8Array>> = {},
  /** Called between the compile and the PDF's writing. */
  onTypeset?: () => void,
): CompiledPdf {
  return typesetBook(files, (typeset) => {
    const document = typeset(source);
    onTypeset?.();
    return { pdf: document.pdf(creationTimestamp), pages: document.pages };
  });
}
