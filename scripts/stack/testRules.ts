/**
 * `npm run test:rules`: the security-rules suite on the official Firestore and Storage emulators
 * (they need Java 21). Where they cannot start, says so in one line and exits successfully.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { hasJava21, rulesSkipReason } from "../rulesSupport";
import { REPO_ROOT } from "./repoRoot";

if (!hasJava21()) {
  console.log(`↷ Security rules suite skipped: ${rulesSkipReason()}`);
  process.exit(0);
}

const result = spawnSync(
  process.execPath,
  [
    path.join(REPO_ROOT, "node_modules", "firebase-tools", "lib", "bin", "firebase.js"),
    "emulators:exec",
    "--only",
    "firestore,storage",
    "--project",
    "demo-songs",
    "npx vitest run --config vitest.rules.config.ts",
  ],
  { cwd: REPO_ROOT, stdio: "inherit" },
);
process.exit(result.status ?? 1);
