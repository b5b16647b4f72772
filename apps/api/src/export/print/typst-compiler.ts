import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { shippedFontFiles } from './print-fonts.ts';

let compiler: NodeCompiler | null = null;

/** One compiler per thread, holding only the shipped fonts. */
function typst(): NodeCompiler {
  compiler ??= NodeCompiler.create({ fontArgs: [{ fontBlobs: shippedFontFiles() }] });
  return compiler;
}

export interface CompiledPdf {
  pdf: Uint8Array;
  pages: number;
}

/**
 * A Typst source as a PDF. A failure here is a fault of our source writers (the manuscript's
 * text is only ever in string literals), so it is thrown with Typst's diagnostics for the log.
 */
export function compileTypst(source: string, creationTimestamp: number): CompiledPdf {
  const compiler = typst();
  const result = compiler.compile({ mainFileContent: source });
  const document = result.result;
  const error = result.takeError();
  if (!document || error) {
    const diagnostics = JSON.stringify(error?.shortDiagnostics ?? []);
    throw new Error(`Typst could not compile the book: ${diagnostics}`);
  }
  const pdf = compiler.pdf(document, { creationTimestamp });
  const pages = document.numOfPages;
  // Drop what this book left in the compiler's caches: the next book shares nothing with it.
  compiler.evictCache(0);
  return { pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), pages };
}
