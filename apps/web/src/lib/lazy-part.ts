import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on first render, with `load()` to start that download earlier (a
 * route loader that already knows the part will be shown). One import either way.
 */
export function lazyPart<Props extends object>(
  importer: () => Promise<ComponentType<Props>>,
): { load: () => Promise<ComponentType<Props>>; Component: ComponentType<Props> } {
  let loading: Promise<ComponentType<Props>> | undefined;
  const load = () => (loading ??= importer());
  const Component = lazy(async () => ({ default: await load() }));
  return { load, Component };
}
