/**
 * `npm start`: builds the web app and the functions, starts the local stack on the ports of
 * firebase.json, seeds it and prints the URL and demo logins. `--dev` (npm run dev) adds Vite's
 * dev server with hot reload, proxying /api to the Hosting emulator. `--port N` (or STACK_PORT=N)
 * serves the site on N and every other part on free ports, so stacks run side by side and none
 * needs 5000 (macOS's AirPlay receiver). Ctrl-C stops everything.
 */
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { customerOrderPath, studioOrderPath } from "@songs/domain";
import { DEMO_GIFT_PAGE_PATH, DEMO_QUESTION } from "../seed/giftsAndQuestions";
import { DEMO_ADMIN, DEMO_ARTISTS, DEMO_CUSTOMER } from "../seed/users";
import { findFirestoreEmulator, MISSING_FIRESTORE_EMULATOR } from "./firestoreEmulator";
import { startGroupProcess, type GroupProcess } from "./processes";
import { REPO_ROOT, startStack } from "./startStack";

const args = process.argv.slice(2);
const isDev = args.includes("--dev");
const DEFAULT_VITE_PORT = 5173;
const began = Date.now();

/** `--port N`, `--port=N` or STACK_PORT: the port the site is served on; undefined for the defaults. */
function sitePortOption(): number | undefined {
  const at = args.indexOf("--port");
  const raw =
    at >= 0
      ? args[at + 1]
      : (args.find((arg) => arg.startsWith("--port="))?.slice("--port=".length) ?? process.env.STACK_PORT);
  if (raw === undefined || raw === "") return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`✖ --port (or STACK_PORT) must be a port number, not "${raw}".`);
    process.exit(2);
  }
  return port;
}

const sitePort = sitePortOption();
// With --port the site is on it (Vite's dev server in dev, else Hosting) and every other part on free ports.
const VITE_PORT = isDev && sitePort !== undefined ? sitePort : DEFAULT_VITE_PORT;
// Data is kept across restarts, per site port (.stack/data, .stack/data-<port>); `--fresh` starts
// again from the demo data alone.
const dataDir = path.join(REPO_ROOT, ".stack", sitePort === undefined ? "data" : `data-${sitePort}`);
if (args.includes("--fresh")) rmSync(dataDir, { recursive: true, force: true });

// Before building anything: a machine without the official Firestore emulator is told what to install.
const firestore = findFirestoreEmulator();
if (!firestore) {
  console.error(`\n✖ ${MISSING_FIRESTORE_EMULATOR}\n`);
  process.exit(1);
}

// The render function bundles the web app's page renderer, so even the dev server's stack needs
// one web build: on a fresh clone `npm run dev` makes it first.
const hasPageRenderer =
  existsSync(path.join(REPO_ROOT, "dist-server", "entry-server.js")) &&
  existsSync(path.join(REPO_ROOT, "dist", "app-shell.html"));
const stack = await startStack({
  dataDir,
  ...(sitePort === undefined ? {} : { ports: "free" as const, ...(isDev ? {} : { sitePort }) }),
  buildWeb: !isDev || !hasPageRenderer,
  extraOrigins: isDev ? [`http://127.0.0.1:${VITE_PORT}`, `http://localhost:${VITE_PORT}`] : [],
});

let vite: GroupProcess | undefined;
if (isDev) {
  vite = startGroupProcess(
    "vite",
    process.execPath,
    [
      path.join(REPO_ROOT, "node_modules", "vite", "bin", "vite.js"),
      "--host",
      "127.0.0.1",
      "--port",
      String(VITE_PORT),
      "--strictPort",
    ],
    {
      cwd: REPO_ROOT,
      stdio: "inherit",
      env: { ...process.env, STACK_HOSTING_URL: stack.baseUrl },
    },
  );
}

const siteUrl = isDev ? `http://127.0.0.1:${VITE_PORT}` : stack.baseUrl;
console.log(`
✔ Songs From The Heart is running (ready in ${((Date.now() - began) / 1000).toFixed(1)} s)

  Site:      ${siteUrl}${isDev ? `   (production build path: ${stack.baseUrl})` : ""}
  API:       ${stack.apiUrl}
  Firestore: ${stack.firestoreHost} (${firestore.description})
  Customer:  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}
  Admin:     ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}
${DEMO_ARTISTS.map((artist) => `  Artist:    ${artist.email} / ${artist.password} (${artist.fullName})`).join("\n")}
  Gift page: ${siteUrl}${DEMO_GIFT_PAGE_PATH}   (a sent gift as its recipient sees it, no login)
  Question:  ${DEMO_QUESTION.askedBy} asked "${DEMO_QUESTION.text}", answered by voice:
             ${siteUrl}${customerOrderPath(DEMO_QUESTION.orderId)}   (the customer's order)
             ${siteUrl}${studioOrderPath(DEMO_QUESTION.orderId)}   (in ${DEMO_QUESTION.askedBy}'s studio)
  Emails the product sends are printed here. Data is kept across restarts (npm start -- --fresh
  starts over from the demo data). Press Ctrl-C to stop.
`);

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the local stack...`);
  await vite?.stop(3000);
  await stack.stop();
  process.exit(0);
};
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
