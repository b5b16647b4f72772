import { getResolvedPDFJS } from 'unpdf';
import { refusals } from './document-refused.ts';

type PdfJs = Awaited<ReturnType<typeof getResolvedPDFJS>>;
export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
export type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

/**
 * Node 20 lacks ES2024's ArrayBuffer.prototype.transferToFixedLength, which pdf.js 5 calls when it
 * hands a font to the main side; without it the page that loads a font loses its operators.
 */
function provideTransferToFixedLength(): void {
  if ('transferToFixedLength' in ArrayBuffer.prototype) return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length = this.byteLength) {
      const moved = structuredClone(this, { transfer: [this] });
      return length === moved.byteLength ? moved : moved.slice(0, length);
    },
  });
}

/**
 * What one side of pdf.js posts, as the other side receives it: plain objects are copied and
 * arrays copied one level deep, because pdf.js empties its operator arrays once a chunk is sent;
 * their contents (glyph objects, typed arrays) pass by reference. Both sides live in this thread,
 * so the structured clone a real port makes of every glyph of every page (a quarter of the parse)
 * buys nothing.
 */
function copyMessage(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice();
  if (value === null || typeof value !== 'object') return value;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = copyMessage(field);
  return copy;
}

type Listener = (event: { data: unknown }) => void;

/** One end of a message channel between pdf.js's two halves, both in this thread. */
class InThreadPort {
  peer: InThreadPort | null = null;
  private readonly listeners = new Set<Listener>();

  postMessage(data: unknown): void {
    const peer = this.peer;
    if (!peer) return;
    const event = { data: copyMessage(data) };
    queueMicrotask(() => {
      for (const listener of peer.listeners) listener.call(peer, event);
    });
  }

  addEventListener(_type: 'message', listener: Listener): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: Listener): void {
    this.listeners.delete(listener);
  }

  terminate(): void {
    this.listeners.clear();
    this.peer = null;
  }
}

interface PdfJsWorkerGlobal {
  pdfjsWorker?: { WorkerMessageHandler: { initializeFromPort(port: unknown): void } };
}

/** pdf.js's parsing half (unpdf's build registers it globally) on a port of its own. */
function inThreadWorker(pdfjs: PdfJs) {
  const main = new InThreadPort();
  const worker = new InThreadPort();
  main.peer = worker;
  worker.peer = main;
  const handler = (globalThis as PdfJsWorkerGlobal).pdfjsWorker?.WorkerMessageHandler;
  if (!handler) throw new Error('pdf.js worker code is not loaded');
  handler.initializeFromPort(worker);
  // pdf.js declares `port` as null only; any object with postMessage and listeners will do.
  return new pdfjs.PDFWorker({ port: main as never, verbosity: 0 });
}

const isPasswordError = (error: unknown) =>
  error instanceof Error && error.name === 'PasswordException';

/** "/Encrypt" in the file: the trailer names an encryption dictionary. */
export function declaresEncryption(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('/Encrypt');
}

export interface OpenPdf {
  pdf: PdfDocument;
  ops: PdfJs['OPS'];
  close(): Promise<void>;
}

/**
 * Opens a PDF with pdf.js in this thread, evaluation off and no fonts installed. Encrypted files
 * are refused, even those that open without a password; unreadable ones too.
 */
export async function openPdf(bytes: Uint8Array): Promise<OpenPdf> {
  if (declaresEncryption(bytes)) throw refusals.encryptedPdf();
  provideTransferToFixedLength();
  const pdfjs = await getResolvedPDFJS();
  const worker = inThreadWorker(pdfjs);
  try {
    const pdf = await pdfjs.getDocument({
      data: new Uint8Array(bytes),
      worker,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
    return {
      pdf,
      ops: pdfjs.OPS,
      close: async () => {
        await pdf.destroy();
        worker.destroy();
      },
    };
  } catch (error) {
    worker.destroy();
    throw isPasswordError(error) ? refusals.encryptedPdf() : refusals.damagedPdf();
  }
}
