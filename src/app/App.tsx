import { StrictMode, isValidElement, type ReactNode } from "react";
import { matchRoutes, useRoutes } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import { InitialReadProvider, type InitialReadStore } from "../api/initialData";
import { SessionProvider } from "../auth/SessionProvider";
import { GlobalStyle } from "../ui/GlobalStyle";
import { theme } from "../ui/theme";
import { ToastProvider } from "../ui/toast/ToastProvider";
import { routes } from "./routes";

/**
 * BrowserRouter (or StaticRouter on the server) + useRoutes rather than a data router: the screens
 * load through lazyPage, so no data-router feature is used, and the data router would add about
 * 17 KB gzipped to every visitor's first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

interface AppProps {
  reads: InitialReadStore;
  /** The router holding AppRoutes: BrowserRouter, or StaticRouter on the server. */
  router: ReactNode;
}

/** The providers around every screen, the same in the browser and on the server. */
export function App({ reads, router }: AppProps) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <InitialReadProvider value={reads}>
          <ToastProvider>
            <SessionProvider>{router}</SessionProvider>
          </ToastProvider>
        </InitialReadProvider>
      </ThemeProvider>
    </StrictMode>
  );
}

/** Loads the chunks of the screens `pathname` shows, so rendering it does not suspend. */
export async function preloadScreens(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const screen: unknown = isValidElement(route.element) ? route.element.type : undefined;
    return hasPreload(screen) ? screen.preload() : undefined;
  });
  await Promise.all(loads);
}

function hasPreload(value: unknown): value is { preload(): Promise<void> } {
  return typeof value === "function" && "preload" in value && typeof value.preload === "function";
}
