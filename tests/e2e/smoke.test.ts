import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { REPO_ROOT } from "../../scripts/stack/repoRoot";
import { HEADLESS_SHELL_PATH } from "../support/browser";
import { createEnrolledAdmin } from "../support/browserSignIn";

/**
 * `npm run smoke`, the smoke test a person runs against their deployed site, run here as they run
 * it (its command line, in its own process and Chromium) against the local stack: with --write it
 * signs up, pays on the hosted checkout page, downloads, signs an admin in, and waits for the gift's
 * follow-up at its moment (the next whole minute at least 10 s ahead). A file of the integration
 * parts, on the stack they already have, rather than a step of `npm test` with a stack of its own
 * (docs/local-stack.md, "In tests").
 */

/** Runs `npm run smoke -- <args>` (the same script, without npm's own start) and answers its exit code and lines. */
function runSmokeCommand(args: string[]): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/smoke/smoke.ts", ...args], {
      cwd: REPO_ROOT,
      // The end-to-end suites' Chromium: the headless shell, a third less CPU than the full browser.
      env: { ...process.env, CHROMIUM_PATH: HEADLESS_SHELL_PATH, FIRESTORE_EMULATOR_HOST: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, lines: output.split("\n") }));
  });
}

/** The line a step printed, or undefined. */
const lineOf = (lines: string[], step: string) =>
  lines.find((line) => new RegExp(`^(✔|✖|skipped) ${step}\\b`).test(line));

describe("the smoke test of a deployed site", { timeout: 240_000 }, () => {
  /** A site that answers every path with a bare page: none of the headers Hosting adds, no API. */
  let bareSite: Server;
  let bareUrl: string;

  beforeAll(async () => {
    bareSite = createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html" }).end("<!doctype html><title>Bare</title><h1>Bare</h1>");
    });
    await new Promise<void>((resolve) => bareSite.listen(0, "127.0.0.1", resolve));
    bareUrl = `http://127.0.0.1:${(bareSite.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => bareSite?.close(resolve));
  });

  it("passes every step against the local stack with --write and an enrolled admin", async () => {
    const admin = await createEnrolledAdmin("smoke-admin");
    const { code, lines } = await runSmokeCommand([
      "--site",
      inject("baseUrl"),
      "--write",
      "--firestore-emulator-host",
      inject("firestoreHost"),
      "--admin-email",
      admin.email,
      "--admin-password",
      admin.password,
      "--totp-secret",
      admin.secret,
    ]);
    const output = lines.join("\n");
    for (const step of [
      "public pages",
      "service worker and manifest",
      "catalogue API",
      "config",
      "push configuration",
      "sign-up",
      "checkout",
      "order on the dashboard",
      "follow-up scheduled",
      "signed download",
      "admin sign-in with TOTP",
      "follow-up on time",
    ])
      expect(lineOf(lines, step), output).toMatch(new RegExp(`^✔ ${step} \\(\\d+\\.\\d s\\): .+`));
    expect(lineOf(lines, "admin sign-in with TOTP")).toMatch(
      /the authenticator's code (at sign-in|on the admin screen)/,
    );
    expect(lineOf(lines, "follow-up on time")).toMatch(/carried out within \d+ s after it/);
    expect(code, output).toBe(0);
  });

  it("reads only without --write, and says why each write step is skipped", async () => {
    const { code, lines } = await runSmokeCommand(["--site", inject("baseUrl")]);
    const output = lines.join("\n");
    expect(lineOf(lines, "public pages"), output).toMatch(/^✔ /);
    for (const step of ["sign-up", "checkout", "follow-up scheduled", "signed download", "follow-up on time"])
      expect(lineOf(lines, step), output).toMatch(new RegExp(`^skipped ${step}: only with --write: `));
    expect(lineOf(lines, "admin sign-in with TOTP"), output).toBe(
      "skipped admin sign-in with TOTP: needs --admin-email, --admin-password and --totp-secret of an enrolled admin",
    );
    expect(code, output).toBe(0);
  });

  it("fails, naming what is missing, on a site without the documented headers and API", async () => {
    const { code, lines } = await runSmokeCommand(["--site", bareUrl]);
    const output = lines.join("\n");
    expect(lineOf(lines, "public pages"), output).toMatch(/^✖ public pages .*\/faq: no Content-Security-Policy/);
    expect(lineOf(lines, "public pages")).toContain(`/faq: Cache-Control "", not "no-cache"`);
    expect(lineOf(lines, "config"), output).toMatch(/^✖ config .*\/api\/config is not the web app's configuration/);
    expect(code, output).toBe(1);
  });
});
