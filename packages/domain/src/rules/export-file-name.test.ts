import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportFileName, titleSlug } from './export-file-name.ts';

describe('export file names', () => {
  it('slugs the title and adds the format', () => {
    expect(exportFileName('The Meeting That Could Have Been an Email', 'docx')).toBe(
      'the-meeting-that-could-have-been-an-email.docx',
    );
  });

  it('names a standard manuscript PDF apart from the print interior', () => {
    expect(exportFileName('Reply All', 'pdf')).toBe('reply-all.pdf');
    expect(exportFileName('Reply All', 'pdf', 'print')).toBe('reply-all.pdf');
    expect(exportFileName('Reply All', 'pdf', 'manuscript')).toBe('reply-all-manuscript.pdf');
    expect(exportFileName('Reply All', 'docx', 'manuscript')).toBe('reply-all.docx');
  });

  it('keeps quotes, ampersands and markup out of the name', () => {
    expect(titleSlug(`"Bosses" & <script>alert('x')</script> Café`)).toBe(
      'bosses-and-script-alert-x-script-cafe',
    );
    expect(titleSlug('¿¡…!?')).toBe('book');
  });

  it('only ever yields lower-case letters, digits and inner hyphens, at most 80 long', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (title) => {
        const slug = titleSlug(title);
        expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(80);
      }),
    );
  });
});
