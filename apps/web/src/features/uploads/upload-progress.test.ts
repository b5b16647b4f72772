import { describe, expect, it } from 'vitest';
import { IDLE, progressOf, uploadLabel } from './upload-progress.ts';

describe('upload progress', () => {
  it('shows the idle label, then the share sent, then processing', () => {
    expect(uploadLabel(IDLE, 'Upload Master Plan')).toBe('Upload Master Plan');
    expect(uploadLabel(progressOf(420, 1000), 'x')).toBe('Uploading 42%');
    expect(uploadLabel(progressOf(1000, 1000), 'x')).toBe('Processing...');
  });

  it('counts an unknown total as 0% rather than dividing by zero', () => {
    expect(progressOf(10, 0)).toEqual({ phase: 'uploading', percent: 0 });
  });
});
