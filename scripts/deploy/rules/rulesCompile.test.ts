import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { NotChecked } from "../deployRule";
import { fixtureRepo, REPO } from "../fixtureRepo";
import { startRulesCompiler, type RulesCompiler } from "./firestoreRulesCompiler";
import { rulesCompileRule } from "./rulesCompile";

// These need the official emulator (Java); `npm test` installs Java and fails without the emulator.
let compiler: RulesCompiler | null;
beforeAll(async () => {
  compiler = await startRulesCompiler();
  if (!compiler) throw new Error("No Cloud Firestore emulator here (Java 17 and the Cloud SDK's emulator, or Java 21): the rules cannot be compiled");
}, 90_000);
afterAll(() => compiler?.stop());

describe("the rules compiler", () => {
  it.each(["firestore.rules", "storage.rules"])("accepts the repo's %s and names the error in a broken copy", async (file) => {
    const rules = readFileSync(path.join(REPO, file), "utf8");
    expect(await compiler!.compile(rules)).toBeNull();
    expect(await compiler!.compile(rules.replace(/allow /, "alow "))).toMatch(/error|Unexpected|mismatched/i);
  });
});

describe("Firestore and Storage rules compile", () => {
  let repo: ReturnType<typeof fixtureRepo>;
  let path_: string | undefined;
  beforeEach(() => {
    repo = fixtureRepo();
    path_ = process.env.PATH;
  });
  afterEach(() => {
    process.env.PATH = path_;
    repo.remove();
  });

  it("passes on the repo's rules and fails on garbage in either file", async () => {
    expect(await rulesCompileRule.check(repo.root, {})).toEqual([]);
    repo.write("firestore.rules", "this is not a rules file");
    repo.edit("storage.rules", (text) => text.replace("allow read", "permit read"));
    expect(await rulesCompileRule.check(repo.root, {})).toEqual([
      expect.stringMatching(/^firestore\.rules does not compile/),
      expect.stringMatching(/^storage\.rules does not compile/),
    ]);
  }, 90_000);

  it("reports that it could not check when there is no Java", async () => {
    process.env.PATH = path.join(repo.root, "no-java-here");
    await expect(rulesCompileRule.check(repo.root, {})).rejects.toThrow(NotChecked);
  });
});
