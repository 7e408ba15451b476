/**
 * Writes the static public pages as HTML (after `vite build` and the server bundle's build):
 * `/` to dist/index.html, `/faq` to dist/faq/index.html, ... Hosting serves them before any rewrite.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PageRenderer } from "@songs/domain";
import { REPO_ROOT as repoRoot } from "./stack/repoRoot";
import { SERVER_ENTRY, APP_SHELL_FILE } from "./vite/serverBundle";

const dist = path.join(repoRoot, "dist");
const { renderer } = (await import(pathToFileURL(path.join(repoRoot, SERVER_ENTRY)).href)) as {
  renderer: PageRenderer;
};
const template = await readFile(path.join(dist, APP_SHELL_FILE), "utf8");

for (const page of renderer.prerenderedPaths) {
  // The prerendered pages use no absolute URL, so any origin renders them the same.
  const { status, html } = await renderer.renderDocument(template, new URL(page, "http://localhost").href, {});
  if (status !== 200) throw new Error(`Prerendering ${page} answered ${status}`);
  const file = path.join(dist, page, "index.html");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
  console.log(`prerendered ${page} (${(html.length / 1024).toFixed(1)} KB)`);
}
