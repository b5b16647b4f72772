import { css } from 'styled-system/css';

// One row: on a narrow screen it scrolls sideways rather than wrapping (a wrapped row would start
// with a stray separator).
export const toolbarBar = css({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  gap: '1',
  p: '1.5',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  bg: 'bg.subtle',
  position: 'sticky',
  // Below the sticky app header (3.5rem); in focus mode the header is gone.
  top: '14',
  zIndex: '1',
  'html[data-focus-mode] &': { top: '0' },
});
/**
 * The toolbar's bar without its tools, shown until the editor's code has come (./editor-code.ts):
 * one row of the tools' height, so that the text below does not move when the toolbar replaces it.
 */
export function ToolbarFrame() {
  return (
    <div aria-hidden className={toolbarBar}>
      <span className={css({ h: '7' })} />
    </div>
  );
}
