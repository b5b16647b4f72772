/**
 * Resolves once the element marked `elementtiming={identifier}` has been painted and that frame
 * presented (Element Timing: the moment a paint metric would record). Where the browser has no
 * Element Timing (Firefox, Safari), after the next frame; and after `latestMs` at most, should the
 * element never be painted (hidden, off screen).
 */
export function afterPainted(identifier: string, latestMs: number): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes.includes('element')) {
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
      if (entries.some((entry) => entry.identifier === identifier)) done();
    });
    const timer = setTimeout(done, latestMs);
    observer.observe({ type: 'element', buffered: true });
  });
}
