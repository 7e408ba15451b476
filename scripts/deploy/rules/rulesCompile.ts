import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { NotChecked, type DeployRule } from "../deployRule";
import { readFirebaseJson } from "../repoFiles";
import { startRulesCompiler } from "./firestoreRulesCompiler";

/**
 * Both deployed rule files compile, in the rules compiler of the official Cloud Firestore
 * emulator: Firebase's one rules language, so it also parses storage.rules (storage-only functions
 * are checked by the Storage emulator, or by the deploy). Without the emulator (Java) the rule
 * cannot check, and says so.
 */
export const rulesCompileRule: DeployRule = {
  name: "Firestore and Storage rules compile",
  id: "rules",
  async check(root) {
    const firebaseJson = readFirebaseJson(root);
    const files = [firebaseJson.firestore?.rules, firebaseJson.storage?.rules];
    const problems: string[] = [];
    if (!files[0]) problems.push("firebase.json declares no firestore.rules file");
    if (!files[1]) problems.push("firebase.json declares no storage.rules file");
    const present = files.filter((file): file is string => Boolean(file));
    for (const file of present) if (!existsSync(path.join(root, file))) problems.push(`${file} does not exist`);
    if (problems.length > 0) return problems;
    const compiler = await startRulesCompiler();
    if (!compiler)
      throw new NotChecked(
        `no Cloud Firestore emulator here to compile ${present.join(" and ")}: install Java 17 and the Cloud SDK's emulator, or Java 21 (docs/local-stack.md)`,
      );
    try {
      for (const file of present) {
        const errors = await compiler.compile(readFileSync(path.join(root, file), "utf8"));
        if (errors) problems.push(`${file} does not compile: ${errors.trim()}`);
      }
      return problems;
    } finally {
      await compiler.stop();
    }
  },
};
