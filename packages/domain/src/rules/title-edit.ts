/**
 * SPEC §5, chapter title edit (in the list or the editor): the trimmed draft when it is non-empty
 * and differs from the current title; otherwise null, and the edit closes without saving.
 */
export function titleToSave(draft: string, current: string): string | null {
  const trimmed = draft.trim();
  return trimmed && trimmed !== current ? trimmed : null;
}
