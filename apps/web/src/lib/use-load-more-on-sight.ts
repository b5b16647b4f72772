import { useCallback, useRef } from 'react';

/**
 * A ref for the element at the end of a list: when it scrolls into view (within 400 px) and
 * `enabled`, `loadMore` runs. Returns the callback ref to put on that element.
 */
export function useLoadMoreOnSight(loadMore: () => void, enabled: boolean) {
  const latest = useRef({ loadMore, enabled });
  latest.current = { loadMore, enabled };
  const observer = useRef<IntersectionObserver | null>(null);
  return useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && latest.current.enabled) {
          latest.current.loadMore();
        }
      },
      { rootMargin: '400px' },
    );
    observer.current.observe(element);
  }, []);
}
