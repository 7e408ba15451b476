import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import { routes } from "./app/routes";
import { SessionProvider } from "./auth/SessionProvider";
import { GlobalStyle } from "./ui/GlobalStyle";
import { theme } from "./ui/theme";
import { ToastProvider } from "./ui/toast/ToastProvider";

const router = createBrowserRouter(routes);

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ToastProvider>
    </ThemeProvider>
  </StrictMode>,
);

if (import.meta.env.PROD && "serviceWorker" in navigator) {
  void import("./offline/registerServiceWorker").then((module) => module.registerServiceWorker());
}
