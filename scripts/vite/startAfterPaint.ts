import path from "node:path";
import { build } from "esbuild";
import type { IndexHtmlTransformContext, Plugin } from "vite";

const SOURCE = path.resolve(import.meta.dirname, "../../src/app/startAfterPaint.ts");
const ASSET_NAME = "startAfterPaint.js";

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built page's scripts, started after the first paint: the app's entry tag and its
 * modulepreload links become one tag of src/app/startAfterPaint.ts, which names them in
 * `data-app` and `data-preload` and fetches them once the page is painted.
 */
export function deferAppScripts(html: string, startUrl: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error("The built index.html has no module entry script to start after the first paint");
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      ENTRY_SCRIPT,
      `<script type="module" crossorigin src="${startUrl}" data-app="${entry}" data-preload="${preloads.join(" ")}"></script>`,
    );
}

function startScriptUrl(bundle: IndexHtmlTransformContext["bundle"]): string {
  const asset = Object.values(bundle ?? {}).find((file) => file.type === "asset" && file.names.includes(ASSET_NAME));
  if (!asset) throw new Error(`${ASSET_NAME} is missing from the build`);
  return `/${asset.fileName}`;
}

/**
 * Production builds only: emits src/app/startAfterPaint.ts as a small script of its own (no
 * imports, so it shares no chunk with the app) and makes it each page's one script tag. The dev
 * server keeps loading src/main.tsx directly.
 */
export function startAfterPaint(): Plugin {
  return {
    name: "songs:start-after-paint",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    async buildStart() {
      const result = await build({
        entryPoints: [SOURCE],
        bundle: true,
        write: false,
        format: "esm",
        minify: true,
        target: "es2022",
      });
      const code = result.outputFiles[0]?.text;
      if (!code) throw new Error(`Building ${SOURCE} produced nothing`);
      this.emitFile({ type: "asset", name: ASSET_NAME, source: code });
    },
    transformIndexHtml: {
      order: "post",
      handler: (html, context) => deferAppScripts(html, startScriptUrl(context.bundle)),
    },
  };
}
