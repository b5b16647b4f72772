import { useEffect, useState } from 'react';

/**
 * True once the page has been idle after `ready`, and then quiet for `quietMs`: when its deferred
 * parts (closed dialogs, their code) may load without holding up what it shows first. A part used
 * sooner loads on use.
 */
export function useIdleAfter(ready: boolean, quietMs = 0): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const quiet = () => {
      timer = setTimeout(() => setIdle(true), quietMs);
    };
    if (typeof requestIdleCallback !== 'function') {
      timer = setTimeout(() => setIdle(true), 200 + quietMs);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(quietMs > 0 ? quiet : () => setIdle(true), {
      timeout: 2000,
    });
    return () => {
      cancelIdleCallback(handle);
      clearTimeout(timer);
    };
  }, [ready, idle, quietMs]);
  return idle;
}
