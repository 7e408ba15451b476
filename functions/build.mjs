// Bundles the `api` function (functions/src plus the shared domain core, the workspace package
// @songs/domain) into lib/index.js. The npm packages of functions/package.json stay external: Cloud
// Build installs them from functions/package-lock.json. The domain is inlined, so functions/ deploys
// on its own.
import { build } from "esbuild";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(readFileSync(path.join(here, "package.json"), "utf8"));
const installed = Object.keys(dependencies);
// `--bundle-only <file>`: only the functions' code, for reading their manifest (npm run deploy:check).
const bundleOnly = process.argv.indexOf("--bundle-only");
const outfile = bundleOnly >= 0 ? path.resolve(process.argv[bundleOnly + 1] ?? "") : path.join(here, "lib/index.js");

await build({
  entryPoints: [path.join(here, "src/index.ts")],
  outfile,
  bundle: true,
  platform: "node",
  target: "node24",
  format: "cjs",
  // A package and its subpaths (firebase-functions/v2/https) come from node_modules at run time.
  external: installed.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: "warning",
});

if (bundleOnly >= 0) process.exit(0);

// The `render` function's page renderer: the web app's server bundle (`vite build --ssr`, with its
// packages inside) and the app shell, from `npm run build:web`. An ES module folder of its own.
const webRoot = path.resolve(here, "..");
const ssrOut = path.join(here, "lib/ssr");
const serverBundle = path.join(webRoot, "dist-server");
const appShell = path.join(webRoot, "dist/app-shell.html");
if (!existsSync(path.join(serverBundle, "entry-server.js")) || !existsSync(appShell)) {
  throw new Error("The page renderer is missing: run `npm run build:web` before building the functions.");
}
rmSync(ssrOut, { recursive: true, force: true });
mkdirSync(ssrOut, { recursive: true });
cpSync(path.join(serverBundle, "entry-server.js"), path.join(ssrOut, "entry-server.js"));
cpSync(path.join(serverBundle, "assets"), path.join(ssrOut, "assets"), {
  recursive: true,
  filter: (file) => !/\.(png|jpe?g|webp|svg|css)$/.test(file),
});
cpSync(appShell, path.join(ssrOut, "app-shell.html"));
writeFileSync(path.join(ssrOut, "package.json"), JSON.stringify({ type: "module" }));
