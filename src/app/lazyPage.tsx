import { lazy, type ComponentType } from "react";

export type LazyPage<P extends object> = ComponentType<P> & {
  /** Loads the screen's chunk; once it resolved, the page renders without suspending. */
  preload(): Promise<void>;
};

/**
 * A screen in its own chunk, like React.lazy, that can also be loaded ahead of rendering: the
 * server loads the page before it renders it, and the browser before it hydrates the server's
 * HTML, so neither suspends and both render the same tree.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () => load().then((module) => ((loaded = module.default), module));
  const Suspending = lazy(loadOnce);
  function Page(props: P) {
    const Screen = loaded ?? Suspending;
    return <Screen {...props} />;
  }
  return Object.assign(Page, { preload: () => loadOnce().then(() => undefined) });
}
