/** Is the platform one where "Mod" is ⌘ (Apple's) rather than Ctrl? */
export const isApple = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/u.test(navigator.platform);

/**
 * Does `event` press `binding`, written as ProseMirror writes keys ("Mod-Shift-f", "Alt-PageDown",
 * "?")? Mod is ⌘ on Apple platforms and Ctrl elsewhere; every modifier not named must be up
 * (Shift excepted for a printed character such as "?", which needs it on most layouts).
 */
export function matchesKey(event: KeyboardEvent, binding: string, apple = isApple()): boolean {
  const parts = binding.split('-');
  const key = parts.pop() ?? '';
  const want = new Set(parts);
  const mod = want.has('Mod');
  const ctrl = want.has('Ctrl') || (mod && !apple);
  const meta = want.has('Meta') || (mod && apple);
  const printed = key.length === 1 && !/[a-z0-9]/iu.test(key);
  if (event.ctrlKey !== ctrl || event.metaKey !== meta || event.altKey !== want.has('Alt'))
    return false;
  if (!printed && event.shiftKey !== want.has('Shift')) return false;
  return (
    event.key.toLowerCase() === key.toLowerCase() ||
    (key.length === 1 && event.code === `Key${key.toUpperCase()}`)
  );
}

/** How a binding reads to a person on this platform: "Ctrl+Shift+F" or "⌘⇧F". */
export function keyLabel(binding: string, apple = isApple()): string {
  const parts = binding.split('-');
  const key = parts.pop() ?? '';
  const names: Record<string, [string, string]> = {
    Mod: ['Ctrl', '⌘'],
    Ctrl: ['Ctrl', '⌃'],
    Meta: ['Meta', '⌘'],
    Shift: ['Shift', '⇧'],
    Alt: ['Alt', '⌥'],
  };
  const shown = [
    ...parts.map((part) => names[part]?.[apple ? 1 : 0] ?? part),
    key.length === 1 ? key.toUpperCase() : key,
  ];
  return apple ? shown.join('') : shown.join('+');
}

/** Is the key pressed while the writer types (in a field or the editor), so a bare "?" is text? */
export function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return Boolean(target?.closest?.('input, textarea, select, [contenteditable="true"]'));
}
