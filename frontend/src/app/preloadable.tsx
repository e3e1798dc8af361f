import { lazy, type ComponentType, type JSX } from 'react';

/** A lazily loaded page that can also be loaded ahead of its first render. */
export type Preloadable = (() => JSX.Element) & {
  /** Loads the page's module (once); the component then renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * React.lazy with a `preload()`: once the module is there, the component renders it directly
 * instead of suspending. main.tsx preloads the pages of the first URL before the first render, so
 * no Suspense fallback replaces the page the server sent (its prerendered HTML). A page never
 * preloaded behaves as React.lazy does (its Suspense fallback until it arrives).
 */
export function preloadable(load: () => Promise<{ default: ComponentType }>): Preloadable {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}
