/**
 * `npm start`: builds the web app and the functions, starts the local stack on the ports of
 * firebase.json, seeds it and prints the URL and demo logins. `--dev` (npm run dev) adds Vite's
 * dev server with hot reload, proxying /api to the Hosting emulator. Ctrl-C stops everything.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { DEMO_ADMIN, DEMO_ARTISTS, DEMO_CUSTOMER } from "../seed/users";
import { findFirestoreEmulator, MISSING_FIRESTORE_EMULATOR } from "./firestoreEmulator";
import { startGroupProcess, type GroupProcess } from "./processes";
import { REPO_ROOT, startStack } from "./startStack";

const isDev = process.argv.includes("--dev");
// Data is kept across restarts (.stack/data); `npm start -- --fresh` starts from the demo data alone.
const dataDir = path.join(REPO_ROOT, ".stack", "data");
if (process.argv.includes("--fresh")) rmSync(dataDir, { recursive: true, force: true });
const VITE_PORT = 5173;
const began = Date.now();

// Before building anything: a machine without the official Firestore emulator is told what to install.
const firestore = findFirestoreEmulator();
if (!firestore) {
  console.error(`\n✖ ${MISSING_FIRESTORE_EMULATOR}\n`);
  process.exit(1);
}

const stack = await startStack({
  dataDir,
  buildWeb: !isDev,
  extraOrigins: isDev ? [`http://127.0.0.1:${VITE_PORT}`, `http://localhost:${VITE_PORT}`] : [],
});

let vite: GroupProcess | undefined;
if (isDev) {
  vite = startGroupProcess("vite", process.execPath, [path.join(REPO_ROOT, "node_modules", "vite", "bin", "vite.js"), "--host", "127.0.0.1", "--port", String(VITE_PORT), "--strictPort"], {
    cwd: REPO_ROOT,
    stdio: "inherit",
    env: { ...process.env, STACK_HOSTING_URL: stack.baseUrl },
  });
}

const siteUrl = isDev ? `http://127.0.0.1:${VITE_PORT}` : stack.baseUrl;
console.log(`
✔ Songs From The Heart is running (ready in ${((Date.now() - began) / 1000).toFixed(1)} s)

  Site:      ${siteUrl}${isDev ? `   (production build path: ${stack.baseUrl})` : ""}
  API:       ${stack.apiUrl}
  Firestore: ${firestore.description}
  Customer:  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}
  Admin:     ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}
${DEMO_ARTISTS.map((artist) => `  Artist:    ${artist.email} / ${artist.password} (${artist.fullName})`).join("\n")}
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
