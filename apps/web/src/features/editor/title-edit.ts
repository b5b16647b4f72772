/** SPEC §5: a title edit saves only a trimmed, non-empty value that differs from the current title. */
export function titleToSave(draft: string, current: string): string | null {
  const title = draft.trim();
  return title && title !== current ? title : null;
}
