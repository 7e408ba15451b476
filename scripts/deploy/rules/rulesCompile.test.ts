import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { NotChecked } from "../deployRule";
import { fixtureRepo, REPO } from "../fixtureRepo";
import {
  SHARED_RULES_FIRESTORE,
  startOfficialFirestore,
  startRulesCompiler,
  type RulesCompiler,
  type RunningFirestore,
} from "./firestoreRulesCompiler";
import { rulesCompileRule } from "./rulesCompile";

// These need the official emulator (Java); `npm test` installs Java and shares its emulator. Run
// alone, this file starts one, which every compile here shares.
let own: RunningFirestore | null = null;
let compiler: RulesCompiler | null;
beforeAll(async () => {
  if (!process.env[SHARED_RULES_FIRESTORE]) {
    own = await startOfficialFirestore();
    if (own) process.env[SHARED_RULES_FIRESTORE] = own.host;
  }
  compiler = await startRulesCompiler();
  if (!compiler)
    throw new Error(
      "No Cloud Firestore emulator here (Java 17 and the Cloud SDK's emulator, or Java 21): the rules cannot be compiled",
    );
}, 90_000);
afterAll(async () => {
  if (own) delete process.env[SHARED_RULES_FIRESTORE];
  await own?.stop();
});

describe("the rules compiler", () => {
  it.each(["firestore.rules", "storage.rules"])(
    "accepts the repo's %s and names the error in a broken copy",
    async (file) => {
      const rules = readFileSync(path.join(REPO, file), "utf8");
      expect(await compiler!.compile(rules)).toBeNull();
      expect(await compiler!.compile(rules.replace(/allow /, "alow "))).toMatch(/error|Unexpected|mismatched/i);
    },
  );
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
    const shared = process.env[SHARED_RULES_FIRESTORE];
    delete process.env[SHARED_RULES_FIRESTORE];
    process.env.PATH = path.join(repo.root, "no-java-here");
    try {
      await expect(rulesCompileRule.check(repo.root, {})).rejects.toThrow(NotChecked);
    } finally {
      if (shared) process.env[SHARED_RULES_FIRESTORE] = shared;
    }
  });
});
