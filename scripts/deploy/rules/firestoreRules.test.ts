import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO } from "../fixtureRepo";
import { startRulesCompiler, type RulesCompiler } from "./firestoreRulesCompiler";

let compiler: RulesCompiler | null;
beforeAll(async () => {
  compiler = await startRulesCompiler();
}, 90_000);
afterAll(() => compiler?.stop());

// Skipped where no official emulator runs (no Java), as the deploy check skips the rule there.
describe("Firestore rules compile", () => {
  it("accepts the repo's rules and names the error in broken ones", async (context) => {
    if (!compiler) return context.skip();
    const rules = readFileSync(path.join(REPO, "firestore.rules"), "utf8");
    expect(await compiler.compile(rules)).toBeNull();
    expect(await compiler.compile(rules.replace(/allow /, "alow "))).toMatch(/error|Unexpected|mismatched/i);
  });
});
