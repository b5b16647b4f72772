import { describe, expect, it } from 'vitest';
import { keyLabel, matchesKey } from './key-match.ts';

const press = (key: string, mods: Partial<KeyboardEventInit> = {}) =>
  ({
    key,
    code: /^[a-z]$/iu.test(key) ? `Key${key.toUpperCase()}` : key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...mods,
  }) as KeyboardEvent;

describe('matchesKey', () => {
  it('reads Mod as Ctrl off Apple platforms and ⌘ on them', () => {
    expect(matchesKey(press('f', { ctrlKey: true }), 'Mod-f', false)).toBe(true);
    expect(matchesKey(press('f', { metaKey: true }), 'Mod-f', false)).toBe(false);
    expect(matchesKey(press('f', { metaKey: true }), 'Mod-f', true)).toBe(true);
  });

  it('needs exactly the named modifiers, Shift included for letters', () => {
    expect(matchesKey(press('F', { ctrlKey: true, shiftKey: true }), 'Mod-Shift-f', false)).toBe(
      true,
    );
    expect(matchesKey(press('F', { ctrlKey: true, shiftKey: true }), 'Mod-f', false)).toBe(false);
    expect(matchesKey(press('PageDown', { altKey: true }), 'Alt-PageDown', false)).toBe(true);
    expect(matchesKey(press('PageDown'), 'Alt-PageDown', false)).toBe(false);
  });

  it('takes a printed "?" with or without Shift (layouts differ)', () => {
    expect(matchesKey(press('?', { shiftKey: true }), '?', false)).toBe(true);
    expect(matchesKey(press('?'), '?', false)).toBe(true);
    expect(matchesKey(press('?', { ctrlKey: true }), '?', false)).toBe(false);
  });

  it('matches a letter by its physical key when a layout or Alt changes the character', () => {
    expect(matchesKey({ ...press('ƒ', { altKey: true }), code: 'KeyF' }, 'Alt-f', true)).toBe(true);
  });
});

describe('keyLabel', () => {
  it('writes keys as each platform shows them', () => {
    expect(keyLabel('Mod-Shift-f', false)).toBe('Ctrl+Shift+F');
    expect(keyLabel('Mod-Shift-f', true)).toBe('⌘⇧F');
    expect(keyLabel('Alt-PageDown', false)).toBe('Alt+PageDown');
  });
});
