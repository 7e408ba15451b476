import { readFileSync } from "node:fs";
import path from "node:path";
import type { DeployRule } from "../deployRule";
import { readFirebaseJson } from "../repoFiles";
import { startRulesCompiler } from "./firestoreRulesCompiler";

/** The deployed Firestore rules compile (in the official emulator). */
export const firestoreRulesRule: DeployRule = {
  name: "Firestore rules compile",
  async check(root) {
    const rulesFile = readFirebaseJson(root).firestore?.rules;
    if (!rulesFile) return ["firebase.json declares no firestore.rules file"];
    const compiler = await startRulesCompiler();
    if (!compiler) {
      console.warn(`  (skipped: no Cloud Firestore emulator here, install Java 21 to compile ${rulesFile})`);
      return [];
    }
    try {
      const errors = await compiler.compile(readFileSync(path.join(root, rulesFile), "utf8"));
      return errors ? [`${rulesFile} does not compile: ${errors.trim()}`] : [];
    } finally {
      await compiler.stop();
    }
  },
};
