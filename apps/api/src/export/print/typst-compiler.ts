import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
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

/**
 * A Typst source as a PDF; `files` (figure images) are mapped in at the paths the source names. A failure here is a fault of our source writers (the manuscript's
 * text is only ever in string literals), so it is thrown with Typst's diagnostics for the log.
 */
export function compileTypst(
  source: string,
  creationTimestamp: number,
  files: Readonly<Record<string, Uint8Array>> = {},
): CompiledPdf {
  const compiler = typst();
  for (const [path, data] of Object.entries(files))
    compiler.mapShadow(
      `${WORKSPACE}${path}`,
      Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    );
  try {
    const result = compiler.compile({ mainFileContent: source });
    const document = result.result;
    const error = result.takeError();
    if (!document || error) {
      const diagnostics = JSON.stringify(error?.shortDiagnostics ?? []);
      throw new Error(`Typst could not compile the book: ${diagnostics}`);
    }
    const pdf = compiler.pdf(document, { creationTimestamp });
    return {
      pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength),
      pages: document.numOfPages,
    };
  } finally {
    // Drop what this book left in the compiler: the next book shares nothing with it.
    compiler.resetShadow();
    compiler.evictCache(0);
  }
}
