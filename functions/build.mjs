// Bundles the `api` function (functions/src plus the shared domain core in ../src/domain) into
// lib/index.js. npm packages stay external: they are installed from functions/package.json.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: [path.join(here, "src/index.ts")],
  outfile: path.join(here, "lib/index.js"),
  bundle: true,
  platform: "node",
  target: "node24",
  format: "cjs",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
