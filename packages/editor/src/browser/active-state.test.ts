import { describe, expect, it } from 'vitest';
import { stateFrom } from '../../test/editor-harness.ts';
import { activeState, sameActiveState } from './active-state.ts';

describe('activeState', () => {
  it('reports the marks at a collapsed cursor', () => {
    expect(activeState(stateFrom('<p><strong><em>b|c</em></strong></p>'))).toMatchObject({
      bold: true,
      italic: true,
      underline: false,
      highlight: false,
    });
  });

  it('reports a mark present anywhere in a selection, as toggling it would remove it', () => {
    expect(activeState(stateFrom('<p>[a <mark>b</mark>]</p>')).highlight).toBe(true);
    expect(activeState(stateFrom('<p>[a b]</p>')).highlight).toBe(false);
  });

  it('reports the heading level, the alignment and the nearest list', () => {
    expect(activeState(stateFrom('<h3 style="text-align: right">t|</h3>'))).toMatchObject({
      heading: 3,
      align: 'right',
    });
    expect(
      activeState(stateFrom('<ol><li><p>a</p><ul><li><p>b|</p></li></ul></li></ol>')),
    ).toMatchObject({
      bulletList: true,
      orderedList: false,
      heading: null,
      align: 'left',
    });
  });

  it('reports a link at the cursor', () => {
    expect(activeState(stateFrom('<p><a href="https://example.org/">li|nk</a></p>')).link).toBe(
      true,
    );
    expect(activeState(stateFrom('<p>plain|</p>')).link).toBe(false);
  });

  it('compares states field by field', () => {
    const a = activeState(stateFrom('<p>a|</p>'));
    expect(sameActiveState(a, activeState(stateFrom('<p>b|</p>')))).toBe(true);
    expect(sameActiveState(a, activeState(stateFrom('<p><u>b|</u></p>')))).toBe(false);
  });
});
