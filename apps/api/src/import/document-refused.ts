import { DOCUMENT_UPLOAD, toastText } from '@receipts/domain';
/**
 * A document the server will not import, with the reason a person reads in the 'Upload Failed'
 * toast. Thrown inside the parsing worker; crosses back as plain data ({ status, message }).
 */
export class DocumentRefused extends Error {
  constructor(
    message: string,
    /** 400 unreadable or mismatched, 413 too large once unpacked, 422 too slow or too complex. */
    readonly status: 400 | 413 | 422 = 400,
  ) {
    super(message);
    this.name = 'DocumentRefused';
  }
}

export const refusals = {
  wrongType: () => new DocumentRefused(toastText(DOCUMENT_UPLOAD.invalidType)),
  notWhatItsNameSays: (kind: string) =>
    new DocumentRefused(
      `Invalid File Type: the file's content is not a ${kind} document, whatever its name says`,
    ),
  damagedArchive: () =>
    new DocumentRefused('The .docx file is damaged or incomplete and could not be read'),
  inflatesTooLarge: (capMb: number) =>
    new DocumentRefused(
      `The .docx file unpacks to more than ${capMb} MB, which no manuscript needs; it was not imported`,
      413,
    ),
  encryptedPdf: () =>
    new DocumentRefused('The PDF is encrypted: remove its password and upload it again'),
  damagedPdf: () => new DocumentRefused('The PDF is damaged and could not be read'),
  notText: () => new DocumentRefused('Invalid File Type: the Markdown file is not UTF-8 text'),
  tooSlow: (seconds: number) =>
    new DocumentRefused(
      `The document took longer than ${seconds} seconds to read and was not imported`,
      422,
    ),
  tooComplex: () =>
    new DocumentRefused(
      'The document is too complex to read within the memory set aside for it; it was not imported',
      422,
    ),
  noText: () => new DocumentRefused('The document holds no text to import'),
};

/** A parse's outcome as plain data: its result, or the refusal (errors crossing threads lose their class). */
export type Refusable<T> =
  { ok: true; result: T } | { ok: false; status: DocumentRefused['status']; message: string };

/** Runs `work`, returning a refusal as a value instead of throwing it. */
export async function refusalAsValue<T>(work: () => Promise<T>): Promise<Refusable<T>> {
  try {
    return { ok: true, result: await work() };
  } catch (error) {
    if (error instanceof DocumentRefused) {
      return { ok: false, status: error.status, message: error.message };
    }
    throw error;
  }
}
