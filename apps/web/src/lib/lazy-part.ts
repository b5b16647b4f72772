import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on first render, with `load()` to start that download earlier (a
 * route loader that already knows the part will be shown). One import either way. Once the code
 * has loaded, the component renders without suspending: no fallback is committed, so React's
 * throttle on revealing content after a fallback (300 ms) never holds the page back
 * (docs/decisions/pages-fast.md, "No fallback before a page's first render").
 */
export function lazyPart<Props extends object>(
  importer: () => Promise<ComponentType<Props>>,
): { load: () => Promise<ComponentType<Props>>; Component: ComponentType<Props> } {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const load = () =>
    (loading ??= importer().then((component) => {
      loaded = component;
      return component;
    }));
  const Component = lazy(() =>
    loaded
      ? resolvedNow({ default: loaded })
      : load().then((component) => ({ default: component })),
  );
  return { load, Component };
}

/** A thenable that calls back at once: React.lazy reads a part resolved this way in the same render. */
function resolvedNow<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) } as Promise<T>;
}
