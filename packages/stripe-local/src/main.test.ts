/** The CLI entry starts the server and stops on SIGTERM. */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");

it("serves on the port it prints and exits on SIGTERM", async () => {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(here, "main.ts"), "--port", "0", "--webhook-secret", "whsec_cli"],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = "";
      const timer = setTimeout(() => reject(new Error(`no start line in time: ${out}`)), 20_000);
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const m = /listening on (http:\/\/\S+)/.exec(out);
        if (m?.[1]) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
      child.once("exit", (code) => reject(new Error(`exited early with ${String(code)}: ${out}`)));
    });
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
  }
}, 30_000);
