import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { describeRefusedTasks } from "../../scripts/stack/eventedFunctions";
import { stackSettling } from "../../scripts/stack/stackSettling";
import { FUNCTIONS_BUILT, startStack } from "../../scripts/stack/startStack";
import { collectionsHeld, undeclaredCollections } from "./collectionsHeld";
import { auditStackMoney } from "./moneyAuditRun";
import { auditStackPrivacy } from "./privacyAuditRun";
import "./stackContext";

/** Runs an audit of the stack and prints its lines; a finding fails the run. */
async function reportAudit(name: string, audit: () => Promise<{ lines: string[]; findings: number }>): Promise<void> {
  const began = Date.now();
  const { lines, findings } = await audit();
  const report = `${name} (${((Date.now() - began) / 1000).toFixed(1)} s):\n  ${lines.join("\n  ")}`;
  if (findings === 0) console.log(report);
  else {
    console.error(`✖ ${report}`);
    process.exitCode = 1;
  }
}

/** One local stack on free ports for the whole integration run (API and end-to-end suites). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const began = Date.now();
  // The payment suites pay on the local Stripe server's hosted page, whatever key the shell holds.
  // The emulators' output (the functions' structured logs) goes to a file the suites read
  // (`functionLogEntries`); STACK_LOG_FILE=<file> names it, to keep it for reading a failure.
  const logDir = process.env.STACK_LOG_FILE ? null : mkdtempSync(path.join(tmpdir(), "songs-stack-"));
  const logFile = process.env.STACK_LOG_FILE ?? path.join(logDir!, "emulators.log");
  const stack = await startStack({
    ports: "free",
    quiet: true,
    localStripe: true,
    logFile,
    functionsBuilt: process.env[FUNCTIONS_BUILT] === "1",
  });
  console.log(`Local stack ready at ${stack.baseUrl} in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  project.provide("baseUrl", stack.baseUrl);
  project.provide("apiUrl", stack.apiUrl);
  project.provide("functionUrl", stack.functionUrl);
  project.provide("functionsOrigin", stack.functionsOrigin);
  project.provide("authEmulatorHost", stack.authEmulatorHost);
  project.provide("firestoreHost", stack.firestoreHost);
  project.provide("blobUrl", stack.blobUrl);
  project.provide("blobSigningKey", stack.blobSigningKey);
  project.provide("stripeUrl", stack.stripeUrl ?? "");
  project.provide("stripeSecretKey", stack.stripeSecretKey);
  project.provide("functionsRuntime", stack.functionsRuntime ?? "");
  project.provide("stackProcessIds", stack.processIds);
  project.provide("functionsLogFile", logFile);
  project.provide("taskProxyUrl", stack.evented.taskProxyUrl);
  const tasksHost = `127.0.0.1:${stack.ports.tasks}`;
  project.provide("tasksHost", tasksHost);
  // What the suites know of the accounts they delete (their emails and texts), for the audit below.
  const auditDir = mkdtempSync(path.join(tmpdir(), "songs-privacy-audit-"));
  const erasedPeople = path.join(auditDir, "erased-people.jsonl");
  project.provide("erasedPeopleFile", erasedPeople);
  return async () => {
    try {
      // Each file fails on a task refused while it ran (refusedTasks.ts); one refused after the last
      // file's check still fails the run (Vitest only logs an error thrown here).
      await stackSettling({ logFile, tasksHost }).settled();
      const refused = stack.evented.refusedTasks();
      if (refused.length > 0) {
        console.error(
          `The task proxy refused ${refused.length} task(s) during the run, as Cloud Tasks would:\n${describeRefusedTasks(refused)}`,
        );
        process.exitCode = 1;
      }
      // Every collection the suites left is one a capability declares (the data map).
      const held = await collectionsHeld(stack.firestoreHost);
      const undeclared = undeclaredCollections(held);
      console.log(`The stack's Firestore holds ${held.length} collections; ${undeclared.length} undeclared.`);
      if (undeclared.length > 0) {
        console.error(
          `✖ The stack's Firestore holds collections no capability declares: ${undeclared.join(", ")} (declare each in its owner's registration, functions/src/<capability>/index.ts)`,
        );
        process.exitCode = 1;
      }
      // Nothing personal is left of the accounts the suites deleted beyond what the data map keeps
      // on purpose (npm run audit:privacy, docs/security.md §13).
      await reportAudit("Privacy audit", () => auditStackPrivacy(stack, erasedPeople));
      // Every cent of the suites' payments is accounted for (npm run audit:money, docs/architecture.md "The books").
      await reportAudit("Money audit", () => auditStackMoney(stack));
    } finally {
      // A 500 in a suite says only "internal": print what the function logged, so a run shows why.
      const errors = stack.loggedErrors();
      if (errors.length > 0)
        console.log(`The functions logged ${errors.length} error(s) during the run:\n${errors.join("\n")}`);
      await stack.stop();
      rmSync(auditDir, { recursive: true, force: true });
      if (logDir) rmSync(logDir, { recursive: true, force: true });
    }
  };
}
