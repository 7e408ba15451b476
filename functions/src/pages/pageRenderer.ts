import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PageRenderer } from "@songs/domain";

/** Where the functions' build puts the web app's server bundle and app shell (beside lib/index.js). */
export const SSR_DIR = "ssr";
export const SSR_ENTRY = "entry-server.js";
export const SSR_TEMPLATE = "app-shell.html";

export interface LoadedRenderer {
  renderer: PageRenderer;
  /** The app shell's HTML: the template of every page, and what browser-only screens are served. */
  template: string;
}

let loading: Promise<LoadedRenderer> | undefined;

/** Loads the server bundle (an ES module) once per instance. */
export function loadPageRenderer(baseDir: string = path.join(__dirname, SSR_DIR)): Promise<LoadedRenderer> {
  loading ??= (async () => {
    const entry = pathToFileURL(path.join(baseDir, SSR_ENTRY)).href;
    const { renderer } = (await import(entry)) as { renderer: PageRenderer };
    return { renderer, template: await readFile(path.join(baseDir, SSR_TEMPLATE), "utf8") };
  })();
  return loading;
}
