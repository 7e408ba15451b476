/**
 * `npm run bench:bundle`: the gzipped JavaScript a visitor's first load of `/` and `/artists`
 * fetches, measured in real Chromium against the production build (`vite preview`, no API: the
 * screens' code loads the same with or without data). Budget: 100 KB, with no Firebase Auth code.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { gzipSync } from "node:zlib";
import { launchBrowser } from "../../tests/support/browser";

const BUDGET_KB = 100;
const PATHS = ["/", "/artists", "/samples", "/reviews"];
/** Strings only the Firebase Auth SDK carries. */
const AUTH_MARKERS = ["identitytoolkit", "securetoken.googleapis"];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

if (!existsSync("dist/index.html")) {
  console.error("No build found: run `npm run build:web` first.");
  process.exit(1);
}

const port = await freePort();
const preview = spawn("npx", ["vite", "preview", "--port", String(port), "--strictPort", "--host", "127.0.0.1"], {
  stdio: "ignore",
  detached: true,
});
const origin = `http://127.0.0.1:${port}`;
let overBudget = false;
try {
  await waitFor(origin);
  const browser = await launchBrowser();
  try {
    console.log("first load (gzipped JS)");
    for (const path of PATHS) {
      const { page } = await browser.newPage();
      const scripts = new Map<string, Buffer>();
      page.on("response", async (response) => {
        const type = response.headers()["content-type"] ?? "";
        if (response.request().resourceType() === "script" || type.includes("javascript")) {
          scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
        }
      });
      await page.goto(origin + path, { waitUntil: "networkidle" });
      await page.close();
      const bodies = [...scripts.values()];
      const gzipKb = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
      const hasAuth = bodies.some((body) => AUTH_MARKERS.some((marker) => body.includes(marker)));
      const verdict = gzipKb <= BUDGET_KB && !hasAuth ? "within budget" : "OVER BUDGET";
      if (verdict !== "within budget" && (path === "/" || path === "/artists")) overBudget = true;
      console.log(
        `${path.padEnd(10)} ${gzipKb.toFixed(1).padStart(6)} KB in ${scripts.size} files, Firebase Auth: ${hasAuth ? "yes" : "no"} (${verdict})`,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  if (preview.pid) process.kill(-preview.pid, "SIGTERM");
}
process.exit(overBudget ? 1 : 0);
