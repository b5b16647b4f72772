import { useEffect, useState } from 'react';

/**
 * True from the first idle moment after `ready` on: when a page's deferred parts (closed dialogs,
 * their code) may load without holding up what the page shows first.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [ready, idle]);
  return idle;
}
