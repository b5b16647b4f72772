import { FIGURE_UPLOAD } from '@receipts/domain';
import type { UploadedFigureImage } from '@receipts/editor/browser';
import { messageOf } from '../../lib/body-message.ts';
import { figureTexts } from './figure-texts.ts';

/** Stores an image file as a figure image of the book; throws an Error with the server's message. */
export async function uploadFigureImage(bookId: number, file: File): Promise<UploadedFigureImage> {
  const body = new FormData();
  body.append(FIGURE_UPLOAD.field, file);
  const response = await fetch(`/api/books/${bookId}/figures`, {
    method: 'POST',
    body,
    credentials: 'same-origin',
  });
  const text = await response.text();
  if (!response.ok) throw new Error(messageOf(text) ?? figureTexts.uploadFailedFallback);
  return JSON.parse(text) as UploadedFigureImage;
}
