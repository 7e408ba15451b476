import type { Plugin } from "vite";
import { APP_SHELL_FILE } from "./serverBundle";

/** The app's HTML with an empty `#root`: the browser renders the screen (signed-in screens, offline fallback). */
export { APP_SHELL_FILE as APP_SHELL } from "./serverBundle";

/**
 * Emits the built index.html a second time as the app shell: index.html itself is replaced by the
 * prerendered home page, and the render function and the service worker need the empty shell.
 */
export function appShell(): Plugin {
  return {
    name: "songs:app-shell",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") return;
      this.emitFile({ type: "asset", fileName: APP_SHELL_FILE, source: index.source });
    },
  };
}
