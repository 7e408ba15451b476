import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixtureRepo, REPO } from "../fixtureRepo";
import type { FirebaseJson } from "../repoFiles";
import { compositeIndexesRule } from "./compositeIndexes";
import { declaredParamsRule } from "./declaredParams";
import { emulatorOnlySettingsRule } from "./emulatorOnlySettings";
import { extensionSettingsRule, SEND_EMAIL_ENV_FILE, SEND_EMAIL_SETTINGS } from "./extensionSettings";
import { functionsLockRule } from "./functionsLock";
import { runtimeRule } from "./runtime";
import { webBuildRule } from "./webBuild";

const OFFLINE_RULES = [runtimeRule, webBuildRule, declaredParamsRule, emulatorOnlySettingsRule, compositeIndexesRule, functionsLockRule];

let repo: ReturnType<typeof fixtureRepo>;
beforeEach(() => {
  repo = fixtureRepo();
});
afterEach(() => repo.remove());

const firebaseJson = (change: (json: FirebaseJson & Record<string, unknown>) => void) => repo.editJson("firebase.json", change);

describe("the deploy rules", () => {
  it.each(OFFLINE_RULES)("pass on the repo and on its copy: $name", async (rule) => {
    expect(await rule.check(REPO)).toEqual([]);
    expect(await rule.check(repo.root)).toEqual([]);
  });
});

describe("functions runtime", () => {
  it("fails on a decommissioned runtime, by firebase-tools' own table", () => {
    firebaseJson((json) => (json.functions![0]!.runtime = "nodejs16"));
    expect(runtimeRule.check(repo.root)).toEqual([expect.stringMatching(/Node\.js 16 was decommissioned/)]);
  });

  it("fails on an unknown runtime and on engines.node out of step", () => {
    firebaseJson((json) => (json.functions![0]!.runtime = "nodejs25"));
    expect(runtimeRule.check(repo.root)).toEqual([expect.stringMatching(/"nodejs25" is not a runtime/)]);
    firebaseJson((json) => (json.functions![0]!.runtime = "nodejs22"));
    expect(runtimeRule.check(repo.root)).toEqual([expect.stringMatching(/engines\.node is "24", but firebase\.json deploys nodejs22/)]);
  });
});

describe("web build before Hosting", () => {
  it("fails when Hosting's predeploy does not build the web app", () => {
    firebaseJson((json) => delete json.hosting!.predeploy);
    expect(webBuildRule.check(repo.root)).toEqual([expect.stringMatching(/does not run "npm run build:web"/)]);
  });

  it("fails when the functions are built without the web app's page renderer", () => {
    firebaseJson((json) => (json.functions![0]!.predeploy = ['npm --prefix "$RESOURCE_DIR" run build']));
    expect(webBuildRule.check(repo.root)).toEqual([expect.stringMatching(/functions predeploy does not build the web app before the functions/)]);
  });
});

describe("declared parameters", () => {
  it("fails when the functions read an environment variable no parameter declares", () => {
    repo.write("functions/src/newSetting.ts", "export const limit = process.env.UPLOAD_LIMIT_MB;\n");
    expect(declaredParamsRule.check(repo.root)).toEqual([expect.stringMatching(/newSetting\.ts reads UPLOAD_LIMIT_MB, which is not declared/)]);
  });

  it("fails when a parameter has no value for the emulators", () => {
    repo.editJson<Record<string, string>>("scripts/stack/demoParams.json", (params) => delete params.SUPPORT_EMAIL);
    expect(declaredParamsRule.check(repo.root)).toEqual([expect.stringMatching(/no value for the parameter SUPPORT_EMAIL/)]);
  });
});

describe("no emulator-only settings in production", () => {
  it("fails on a local-only adapter or emulator host in a deployed project's .env", () => {
    repo.write(".firebaserc", JSON.stringify({ projects: { default: "songs-prod", demo: "demo-songs" } }));
    repo.write("functions/.env.songs-prod", "SITE_URL=https://songs.example.com\nBLOB_STORE=disk\n");
    repo.write("functions/.env", "FIRESTORE_EMULATOR_HOST=127.0.0.1:8080\n");
    expect(emulatorOnlySettingsRule.check(repo.root)).toEqual([
      expect.stringMatching(/functions\/\.env sets FIRESTORE_EMULATOR_HOST/),
      expect.stringMatching(/functions\/\.env\.songs-prod sets BLOB_STORE/),
    ]);
  });

  it("fails when the default deploy target is a demo project, or anonymous sign-in is not off", () => {
    repo.write(".firebaserc", JSON.stringify({ projects: { default: "demo-songs" } }));
    firebaseJson((json) => delete json.auth);
    expect(emulatorOnlySettingsRule.check(repo.root)).toEqual([
      expect.stringMatching(/demo project demo-songs the default/),
      expect.stringMatching(/anonymous must be false/),
    ]);
  });
});

describe("composite indexes", () => {
  it("fails when a query of the app loses its index", () => {
    repo.editJson<{ indexes: { collectionGroup: string }[] }>("firestore.indexes.json", (json) => {
      json.indexes = json.indexes.filter((index) => index.collectionGroup !== "samples");
    });
    expect(compositeIndexesRule.check(repo.root)).toEqual([expect.stringMatching(/no composite index for samples\.listByArtist/)]);
  });
});

describe("functions lock file", () => {
  it("fails when the functions' lock is missing or out of step with the root lock", () => {
    repo.editJson<{ packages: Record<string, { version?: string }> }>("functions/package-lock.json", (json) => {
      json.packages["node_modules/zod"]!.version = "4.0.0";
    });
    expect(functionsLockRule.check(repo.root)).toEqual([expect.stringMatching(/out of step/)]);
    repo.edit("functions/package.json", (text) => text.replace('"zod"', '"left-pad": "^1.3.0",\n    "zod"'));
    expect(functionsLockRule.check(repo.root)).toEqual([expect.stringMatching(/does not resolve left-pad/)]);
  });
});

describe("Trigger Email extension settings", () => {
  it("writes the parameter file of the extension instance firebase.json installs, with no password", () => {
    const instances = (JSON.parse(readFileSync(path.join(repo.root, "firebase.json"), "utf8")) as { extensions: Record<string, string> }).extensions;
    expect(Object.keys(instances).map((instance) => `extensions/${instance}.env`)).toEqual([SEND_EMAIL_ENV_FILE]);
    expect(extensionSettingsRule.check(repo.root)).toEqual([]);
    const written = readFileSync(path.join(repo.root, SEND_EMAIL_ENV_FILE), "utf8");
    for (const [name, value] of Object.entries(SEND_EMAIL_SETTINGS)) expect(written).toContain(`\n${name}=${value}\n`);
    expect(written).not.toMatch(/PASSWORD/);
  });
});
