import { lazy, type ComponentType } from "react";
import { useRoutes, type RouteObject } from "react-router-dom";

export type LazyPage<P extends object> = ComponentType<P> & {
  /**
   * Loads the screen's chunk; once it resolved, the page renders without suspending. A lazily
   * loaded route table (lazyRoutes) answers with its routes, so their screens can be loaded too.
   */
  preload(): Promise<readonly RouteObject[] | undefined>;
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

/**
 * Part of the route table in its own chunk, for a catch-all route (`path: "*"`): renders the
 * routes of `load`'s module beneath it (their paths are whole paths, as the catch-all's base is
 * "/"). Its preload answers with those routes, so the screen a path opens loads with them.
 */
export function lazyRoutes(load: () => Promise<{ routes: RouteObject[] }>): LazyPage<object> {
  let table: RouteObject[] | undefined;
  const page = lazyPage<object>(async () => {
    const routes = (await load()).routes;
    table = routes;
    return {
      default: function LoadedRoutes() {
        return useRoutes(routes);
      },
    };
  });
  const loadPage = page.preload;
  return Object.assign(page, { preload: () => loadPage().then(() => table) });
}
