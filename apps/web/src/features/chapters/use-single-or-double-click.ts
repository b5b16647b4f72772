import { useEffect, useRef, type MouseEvent } from 'react';

/** Long enough for a double click to arrive, short enough that a single click still feels direct. */
export const DOUBLE_CLICK_WINDOW_MS = 250;

/**
 * Click handlers for an element where one click does one thing and a double click another
 * (docs/decisions/chapter-list-clicks.md): a pointer click waits DOUBLE_CLICK_WINDOW_MS and runs
 * `onSingle` unless a second click came; a keyboard "click" (detail 0) runs `onSingle` at once.
 */
export function useSingleOrDoubleClick(onSingle: () => void, onDouble: () => void) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onClick = (event: MouseEvent) => {
    // Let the browser open the link in a new tab or window as it normally would.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    window.clearTimeout(timer.current);
    if (event.detail === 0) onSingle();
    else if (event.detail === 1)
      timer.current = window.setTimeout(onSingle, DOUBLE_CLICK_WINDOW_MS);
  };

  const onDoubleClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    window.clearTimeout(timer.current);
    onDouble();
  };

  return { onClick, onDoubleClick };
}
