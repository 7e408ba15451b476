import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { InitialReadStore, readInitialReads } from "./api/initialData";
import { App, AppRoutes, preloadScreens } from "./app/App";
import { APP_HYDRATING_EVENT } from "./app/appStart";
import { captureInstallPrompt } from "./offline/installPrompt";

captureInstallPrompt();

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

const app = (
  <App
    reads={new InitialReadStore(readInitialReads(document))}
    router={
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    }
  />
);

if (root.hasChildNodes()) {
  // A page the server rendered: load its screen first, so hydration finds the same tree at once.
  // Hydrating in a transition lets React yield to the browser between components, so a long page
  // hydrates in short tasks rather than one long one that blocks the visitor's first tap.
  void preloadScreens(window.location.pathname).then(() => {
    document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    startTransition(() => void hydrateRoot(root, app));
  });
} else {
  // The app shell: the screen and its guards load in parallel rather than one after another.
  void preloadScreens(window.location.pathname);
  createRoot(root).render(app);
}

if (import.meta.env.PROD && "serviceWorker" in navigator) {
  void import("./offline/registerServiceWorker").then((module) => module.registerServiceWorker());
}
