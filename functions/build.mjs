// Bundles the `api` function (functions/src plus the shared domain core, the workspace package
// @songs/domain) into lib/index.js. The npm packages of functions/package.json stay external: Cloud
// Build installs them from functions/package-lock.json. The domain is inlined, so functions/ deploys
// on its own.
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(readFileSync(path.join(here, "package.json"), "utf8"));
const installed = Object.keys(dependencies);

await build({
  entryPoints: [path.join(here, "src/index.ts")],
  outfile: path.join(here, "lib/index.js"),
  bundle: true,
  platform: "node",
  target: "node24",
  format: "cjs",
  // A package and its subpaths (firebase-functions/v2/https) come from node_modules at run time.
  external: installed.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: "warning",
});
