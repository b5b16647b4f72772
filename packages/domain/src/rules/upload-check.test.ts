import { describe, expect, it } from 'vitest';
import {
  acceptList,
  checkUpload,
  COVER_UPLOAD,
  DOCUMENT_UPLOAD,
  isAcceptedType,
  toastText,
} from './upload-check.ts';

const MB = 1024 * 1024;

describe('upload rules of SPEC §5', () => {
  it('accepts a document by extension (any case) or by media type', () => {
    expect(isAcceptedType(DOCUMENT_UPLOAD, { name: 'Plan.MARKDOWN', type: '' })).toBe(true);
    expect(isAcceptedType(DOCUMENT_UPLOAD, { name: 'blob', type: 'application/pdf' })).toBe(true);
    expect(
      isAcceptedType(DOCUMENT_UPLOAD, { name: 'x', type: 'text/markdown; charset=utf-8' }),
    ).toBe(true);
    expect(isAcceptedType(DOCUMENT_UPLOAD, { name: 'plan.txt', type: 'text/plain' })).toBe(false);
    expect(isAcceptedType(COVER_UPLOAD, { name: 'cover.gif', type: 'image/gif' })).toBe(false);
    expect(isAcceptedType(COVER_UPLOAD, { name: 'cover.JPG', type: '' })).toBe(true);
  });

  it('refuses with the SPEC texts, type before size', () => {
    expect(toastText(checkUpload(DOCUMENT_UPLOAD, { name: 'a.exe', type: '', size: 1 })!)).toBe(
      'Invalid File Type: Please upload a .docx, .md, or .pdf file',
    );
    expect(
      toastText(checkUpload(DOCUMENT_UPLOAD, { name: 'a.pdf', type: '', size: 10 * MB + 1 })!),
    ).toBe('File Too Large: Maximum file size is 10MB');
    expect(checkUpload(DOCUMENT_UPLOAD, { name: 'a.pdf', type: '', size: 10 * MB })).toBeNull();
    expect(toastText(checkUpload(COVER_UPLOAD, { name: 'a.gif', type: '', size: 1 })!)).toBe(
      'Invalid File Type: Please upload a .jpg, .jpeg, .png, or .webp image file',
    );
    expect(
      toastText(checkUpload(COVER_UPLOAD, { name: 'a.png', type: '', size: 5 * MB + 1 })!),
    ).toBe('File Too Large: Maximum file size is 5MB');
  });

  it('names the multipart fields of SPEC §7 and an accept list', () => {
    expect([DOCUMENT_UPLOAD.field, COVER_UPLOAD.field]).toEqual(['document', 'cover']);
    expect(acceptList(COVER_UPLOAD)).toBe(
      '.jpeg,.jpg,.png,.webp,image/jpeg,image/jpg,image/png,image/webp',
    );
  });
});
