import { describe, expect, it } from 'vitest';
import { checkCover, checkDocument } from './file-check.ts';

const MB = 1024 * 1024;

describe('checkDocument', () => {
  it('accepts .docx, .md, .markdown and .pdf names up to 10MB', () => {
    for (const name of ['plan.docx', 'plan.MD', 'plan.markdown', 'plan.pdf']) {
      expect(checkDocument({ name, type: '', size: 10 * MB })).toBeNull();
    }
  });

  it('accepts a matching media type under another name', () => {
    expect(checkDocument({ name: 'plan', type: 'application/pdf', size: 1 })).toBeNull();
  });

  it('refuses other types with the spec toast', () => {
    expect(checkDocument({ name: 'plan.txt', type: 'text/plain', size: 1 })).toEqual({
      title: 'Invalid File Type',
      description: 'Please upload a .docx, .md, or .pdf file',
    });
  });

  it('refuses files over 10MB', () => {
    expect(checkDocument({ name: 'plan.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toEqual(
      {
        title: 'File Too Large',
        description: 'Maximum file size is 10MB',
      },
    );
  });
});

describe('checkCover', () => {
  it('accepts jpeg, jpg, png and webp up to 5MB', () => {
    for (const name of ['a.jpeg', 'a.jpg', 'a.png', 'a.webp']) {
      expect(checkCover({ name, type: '', size: 5 * MB })).toBeNull();
    }
  });

  it('refuses a gif and an oversized png', () => {
    expect(checkCover({ name: 'a.gif', type: 'image/gif', size: 1 })?.title).toBe(
      'Invalid File Type',
    );
    expect(checkCover({ name: 'a.png', type: 'image/png', size: 5 * MB + 1 })).toEqual({
      title: 'File Too Large',
      description: 'Maximum file size is 5MB',
    });
  });
});
