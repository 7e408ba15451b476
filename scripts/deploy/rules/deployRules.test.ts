import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixtureRepo, REPO } from "../fixtureRepo";
import type { FirebaseJson } from "../repoFiles";
import { compositeIndexesRule } from "./compositeIndexes";
import { contentSecurityPolicyRule } from "./contentSecurityPolicy";
import { declaredParamsRule } from "./declaredParams";
import { emulatorOnlySettingsRule } from "./emulatorOnlySettings";
import { extensionSettingsRule } from "./extensionSettings";
import { functionsLockRule } from "./functionsLock";
import { functionsManifestRule } from "./functionsManifest";
import { runtimeRule } from "./runtime";
import { siteUrlRule } from "./siteUrl";
import { storageCorsRule } from "./storageCors";
import { ttlPoliciesRule } from "./ttlPolicies";
import { webBuildRule } from "./webBuild";

const OFFLINE_RULES = [
  runtimeRule,
  webBuildRule,
  storageCorsRule,
  declaredParamsRule,
  emulatorOnlySettingsRule,
  compositeIndexesRule,
  ttlPoliciesRule,
  functionsLockRule,
  contentSecurityPolicyRule,
  extensionSettingsRule,
];
const PUBLIC_SITE = "https://songs.example.com";

let repo: ReturnType<typeof fixtureRepo>;
let siteUrl: string | undefined;
beforeEach(() => {
  repo = fixtureRepo();
  siteUrl = process.env.VITE_SITE_URL;
});
afterEach(() => {
  repo.remove();
  if (siteUrl === undefined) delete process.env.VITE_SITE_URL;
  else process.env.VITE_SITE_URL = siteUrl;
});

const firebaseJson = (change: (json: FirebaseJson & Record<string, unknown>) => void) =>
  repo.editJson("firebase.json", change);
const cspOf = (json: FirebaseJson) =>
  json.hosting!.headers![0]!.headers.find((header) => header.key === "Content-Security-Policy")!;

describe("the deploy rules", () => {
  it.each(OFFLINE_RULES)("pass on the repo and on its copy: $name", async (rule) => {
    expect(await rule.check(REPO, {})).toEqual([]);
    expect(await rule.check(repo.root, {})).toEqual([]);
  });
});

describe("functions runtime", () => {
  it("fails on a decommissioned runtime, by firebase-tools' own table", () => {
    firebaseJson((json) => (json.functions![0]!.runtime = "nodejs16"));
    expect(runtimeRule.check(repo.root, {})).toEqual([expect.stringMatching(/Node\.js 16 was decommissioned/)]);
  });

  it("fails on an unknown runtime and on engines.node out of step", () => {
    firebaseJson((json) => (json.functions![0]!.runtime = "nodejs25"));
    expect(runtimeRule.check(repo.root, {})).toEqual([expect.stringMatching(/"nodejs25" is not a runtime/)]);
    firebaseJson((json) => (json.functions![0]!.runtime = "nodejs22"));
    expect(runtimeRule.check(repo.root, {})).toEqual([
      expect.stringMatching(/engines\.node is "24", but firebase\.json deploys nodejs22/),
    ]);
  });
});

describe("web build before Hosting", () => {
  it("fails when Hosting's predeploy does not build the web app", () => {
    firebaseJson((json) => delete json.hosting!.predeploy);
    expect(webBuildRule.check(repo.root, {})).toEqual([expect.stringMatching(/does not run "npm run build:web"/)]);
  });

  it("fails when the functions are built without the web app's page renderer", () => {
    firebaseJson((json) => (json.functions![0]!.predeploy = ['npm --prefix "$RESOURCE_DIR" run build']));
    expect(webBuildRule.check(repo.root, {})).toEqual([
      expect.stringMatching(/functions predeploy does not build the web app before the functions/),
    ]);
  });
});

describe("site URL of the deployed pages", () => {
  it("fails without VITE_SITE_URL, and on a loopback or plain-http origin", () => {
    delete process.env.VITE_SITE_URL;
    expect(siteUrlRule.check(repo.root, {})).toEqual([expect.stringMatching(/VITE_SITE_URL is not set/)]);
    for (const local of ["http://127.0.0.1:5000", "https://localhost", "https://[::1]:8443"]) {
      process.env.VITE_SITE_URL = local;
      expect(siteUrlRule.check(repo.root, {})).toEqual([expect.stringMatching(/this machine's address/)]);
    }
    process.env.VITE_SITE_URL = "http://songs.example.com";
    expect(siteUrlRule.check(repo.root, {})).toEqual([expect.stringMatching(/is not https/)]);
  });

  it("reads .env.production as the build does, and holds the project's SITE_URL to it", () => {
    delete process.env.VITE_SITE_URL;
    repo.write(".env.production", `VITE_SITE_URL=${PUBLIC_SITE}\n`);
    expect(siteUrlRule.check(repo.root, {})).toEqual([]);
    repo.write("functions/.env.songs-prod", "SITE_URL=https://other.example.com\n");
    expect(siteUrlRule.check(repo.root, { projectId: "songs-prod" })).toEqual([
      expect.stringMatching(/sets SITE_URL=https:\/\/other\.example\.com, but the pages are built for/),
    ]);
  });
});

describe("storage bucket CORS from the site URL", () => {
  it("fails when a deployed project's bucket would allow an origin that is not the site's, or a local one", () => {
    process.env.VITE_SITE_URL = PUBLIC_SITE;
    expect(storageCorsRule.check(repo.root, { projectId: "songs-prod" })).toEqual([]);
    repo.write("functions/.env.songs-prod", "SITE_URL=https://songs-prod.web.app\n");
    expect(storageCorsRule.check(repo.root, { projectId: "songs-prod" })).toEqual([
      "songs-prod's bucket CORS would allow https://songs-prod.web.app (functions/.env.songs-prod SITE_URL), but the pages are built for https://songs.example.com: every upload from the site would fail its preflight",
    ]);
    repo.write(".firebaserc", JSON.stringify({ projects: { staging: "songs-staging", demo: "demo-songs" } }));
    repo.write("functions/.env.songs-staging", "SITE_URL=http://127.0.0.1:5000\n");
    delete process.env.VITE_SITE_URL;
    expect(storageCorsRule.check(repo.root, {})).toEqual([
      expect.stringMatching(
        /^songs-staging's bucket CORS has no site origin: functions\/\.env\.songs-staging SITE_URL \(http:\/\/127\.0\.0\.1:5000\) is this machine's address/,
      ),
    ]);
  });

  it("fails on a CORS file kept by hand beside the generated one", () => {
    repo.write("storage.cors.json", JSON.stringify([{ origin: ["https://demo-songs.web.app"], method: ["GET"] }]));
    expect(storageCorsRule.check(repo.root, {})).toEqual([
      expect.stringMatching(/^storage\.cors\.json is a CORS file kept by hand: remove it; npm run deploy:cors/),
    ]);
  });
});

describe("declared parameters", () => {
  it("fails when the functions read an environment variable no parameter declares", () => {
    repo.write("functions/src/newSetting.ts", "export const limit = process.env.UPLOAD_LIMIT_MB;\n");
    expect(declaredParamsRule.check(repo.root, {})).toEqual([
      expect.stringMatching(/newSetting\.ts reads UPLOAD_LIMIT_MB, which is not declared/),
    ]);
  });

  it("fails when a parameter has no value for the emulators", () => {
    repo.editJson<Record<string, string>>("scripts/stack/demoParams.json", (params) => delete params.SUPPORT_EMAIL);
    expect(declaredParamsRule.check(repo.root, {})).toEqual([
      expect.stringMatching(/no value for the parameter SUPPORT_EMAIL/),
    ]);
  });
});

describe("no emulator-only settings in production", () => {
  it("fails on a local-only adapter or emulator host in a deployed project's .env, alias or --project", () => {
    repo.write(".firebaserc", JSON.stringify({ projects: { default: "songs-prod", demo: "demo-songs" } }));
    repo.write(
      "functions/.env.songs-prod",
      "SITE_URL=https://songs.example.com\nBLOB_STORE=disk\nWEB_PUSH_TEST_SERVICE_HOST=127.0.0.1\n",
    );
    repo.write("functions/.env", "FIRESTORE_EMULATOR_HOST=127.0.0.1:8080\n");
    repo.write("functions/.env.songs-staging", "STRIPE_API_URL=http://127.0.0.1:12111\n");
    expect(emulatorOnlySettingsRule.check(repo.root, { projectId: "songs-staging" })).toEqual([
      expect.stringMatching(/functions\/\.env sets FIRESTORE_EMULATOR_HOST/),
      expect.stringMatching(/functions\/\.env\.songs-prod sets BLOB_STORE/),
      expect.stringMatching(/functions\/\.env\.songs-prod sets WEB_PUSH_TEST_SERVICE_HOST/),
      expect.stringMatching(/functions\/\.env\.songs-staging sets STRIPE_API_URL/),
    ]);
  });

  it("fails when the default deploy target is a demo project", () => {
    repo.write(".firebaserc", JSON.stringify({ projects: { default: "demo-songs" } }));
    expect(emulatorOnlySettingsRule.check(repo.root, {})).toEqual([
      expect.stringMatching(/demo project demo-songs the default/),
    ]);
  });

  it("fails on anonymous sign-in switched on, or 'switched off' where a deploy cannot switch it off", () => {
    firebaseJson((json) => (json.auth!.providers!.anonymous = true));
    expect(emulatorOnlySettingsRule.check(repo.root, {})).toEqual([
      expect.stringMatching(/turns anonymous sign-in on/),
    ]);
    firebaseJson((json) => (json.auth!.providers!.anonymous = false));
    expect(emulatorOnlySettingsRule.check(repo.root, {})).toEqual([
      expect.stringMatching(/anonymous: false has no effect/),
    ]);
  });
});

/**
 * Reading the manifest builds and loads the functions as firebase-tools does, and the index rule
 * reads every query of the code: seconds on a quiet machine, several times that beside other jobs.
 * A generous limit, not a measure.
 */
const SLOW_RULE_LIMIT_MS = 240_000;

describe("functions' manifest", () => {
  it(
    "passes on the repo's functions, read as firebase-tools reads them",
    async () => {
      expect(await functionsManifestRule.check(repo.root, {})).toEqual([]);
    },
    SLOW_RULE_LIMIT_MS,
  );

  it(
    "fails on any function defined before the global options, a missing secret binding and a rewrite to another region",
    async () => {
      repo.write(
        "functions/src/early.ts",
        'import { onDocumentCreated } from "firebase-functions/v2/firestore";\nexport const early = onDocumentCreated("orders/{id}", () => undefined);\n',
      );
      repo.edit("functions/src/index.ts", (text) => `export { early } from "./early";\n${text}`);
      repo.edit("functions/src/index.ts", (text) =>
        text.replace(
          "secrets: [stripeSecretKey, stripeWebhookSecret, stripeConnectWebhookSecret, vapidKeys, emailHashKey]",
          "secrets: [stripeSecretKey, stripeConnectWebhookSecret, vapidKeys, emailHashKey]",
        ),
      );
      firebaseJson((json) => {
        const rewrites = (json.hosting as { rewrites: { function: { region: string } }[] }).rewrites;
        rewrites[0]!.function.region = "europe-west1";
      });
      expect(await functionsManifestRule.check(repo.root, {})).toEqual([
        expect.stringMatching(/^early: region is \["REGION_TBD"\], not \["us-central1"\]/),
        "early: has no memory set",
        "early: has no instance cap (maxInstances)",
        "api: reads the secret STRIPE_WEBHOOK_SECRET (api → getApp → getDependencies → loadRuntimeConfig) without binding it (secrets: [...]): it would be missing when the function runs",
        expect.stringMatching(
          /^early: runs as the default compute account, not songs-functions@songs-deploy-check\.iam\.gserviceaccount\.com in full \(its Eventarc trigger/,
        ),
        expect.stringMatching(/secret STRIPE_WEBHOOK_SECRET is declared but no function binds it/),
        expect.stringMatching(/rewrite of \/api\/\*\* reaches api in europe-west1, but it runs in us-central1/),
      ]);
    },
    SLOW_RULE_LIMIT_MS,
  );

  it(
    "fails on a function bound to a secret it never reads, or reading one it does not bind: the pages' function given the VAPID keys, the sign-in check without the emails' hash key",
    async () => {
      repo.edit("functions/src/index.ts", (text) =>
        text.replace(
          'export const render = onRequest({ memory: "512MiB" }',
          'export const render = onRequest({ secrets: [vapidKeys], memory: "512MiB" }',
        ),
      );
      repo.edit("functions/src/blocking/beforeUserSignedIn.ts", (text) =>
        text.replace(", secrets: [emailHashKey] }", " }"),
      );
      expect(await functionsManifestRule.check(repo.root, {})).toEqual([
        "beforeSignIn: reads the secret EMAIL_HASH_KEY (beforeSignIn → signInHasher → loadSignInConfig → readEmailHashKey) without binding it (secrets: [...]): it would be missing when the function runs",
        "render: binds the secret VAPID_KEYS, which its code never reads: remove it from its secrets, so neither the function nor its service account holds it for nothing",
      ]);
    },
    SLOW_RULE_LIMIT_MS,
  );

  it(
    "fails on a secret read by its name, where the reads cannot be followed",
    async () => {
      repo.edit("functions/src/config.ts", (text) =>
        text.replace("read.secret(vapidKeys)", 'read.required("VAPID_KEYS")').replace(", vapidKeys }", " }"),
      );
      const problems = await functionsManifestRule.check(repo.root, {});
      expect(problems).toEqual([
        expect.stringMatching(/^config\.ts:\d+ reads the secret VAPID_KEYS by its name: read it through its parameter/),
        expect.stringMatching(/^api: binds the secret VAPID_KEYS, which its code never reads/),
        expect.stringMatching(/^runFollowUp: binds the secret VAPID_KEYS, which its code never reads/),
        expect.stringMatching(/^sweepFollowUps: binds the secret VAPID_KEYS, which its code never reads/),
      ]);
    },
    SLOW_RULE_LIMIT_MS,
  );

  it(
    "fails on a task queue without an invoker, a scheduled function without its account in full, and a role not declared",
    async () => {
      repo.edit("functions/src/index.ts", (text) => text.replace("    invoker: callerServiceAccount(),\n", ""));
      repo.edit("functions/src/index.ts", (text) =>
        text.replace(
          "    timeoutSeconds: 300,\n    serviceAccount: callerServiceAccount(),\n",
          "    timeoutSeconds: 300,\n",
        ),
      );
      repo.edit("functions/src/deploymentSettings.ts", (text) =>
        text.replace('    "roles/cloudtasks.enqueuer",\n', ""),
      );
      expect(await functionsManifestRule.check(repo.root, { projectId: "songs-prod" })).toEqual([
        expect.stringMatching(/^runFollowUp: a task queue with no invoker: .* refused with 403/),
        expect.stringMatching(
          /^sweepFollowUps: runs as songs-functions@, not songs-functions@songs-prod\.iam\.gserviceaccount\.com in full \(its Cloud Scheduler job/,
        ),
        expect.stringMatching(
          /needs roles\/cloudtasks\.enqueuer on the project \(the functions enqueue tasks for runFollowUp\), which SERVICE_ACCOUNT_ROLES\.project does not declare/,
        ),
      ]);
    },
    SLOW_RULE_LIMIT_MS,
  );

  it(
    "fails on a deployed project's parameter value its own validation refuses",
    async () => {
      repo.write(
        "functions/.env.songs-prod",
        "SITE_URL=http://songs.example.com/\nSUPPORT_EMAIL=help@songs.example.com\n",
      );
      expect(await functionsManifestRule.check(repo.root, { projectId: "songs-prod" })).toEqual([
        expect.stringMatching(
          /\.env\.songs-prod sets SITE_URL=http:\/\/songs\.example\.com\/, which its parameter refuses: An https origin/,
        ),
      ]);
    },
    SLOW_RULE_LIMIT_MS,
  );
});

describe("composite indexes of the code's queries", { timeout: SLOW_RULE_LIMIT_MS }, () => {
  it("fails when a query of the code loses its index", () => {
    repo.editJson<{ indexes: { collectionGroup: string }[] }>("firestore.indexes.json", (json) => {
      json.indexes = json.indexes.filter((index) => index.collectionGroup !== "samples");
    });
    expect(compositeIndexesRule.check(repo.root, {})).toEqual([
      expect.stringMatching(
        /no composite index samples \(artistId ASCENDING, createdAt DESCENDING\), which the query at catalogue\/samples\.ts:\d+ needs/,
      ),
      expect.stringMatching(
        /no composite index samples \(state ASCENDING, createdAt ASCENDING\), which the query at catalogue\/samples\.ts:\d+ needs/,
      ),
    ]);
  });

  it("finds a new query in the code, through a variable and a helper, with no list to update", () => {
    repo.write(
      "functions/src/orders/overdue.ts",
      [
        'import type { Firestore } from "firebase-admin/firestore";',
        'import { createdSince } from "../adapters/firestore/queries";',
        "export function overdue(db: Firestore, since: Date) {",
        '  const paid = db.collection("orders").where("status", "==", "paid");',
        '  return createdSince(paid.where("work.stage", "==", "offered"), since).get();',
        "}",
      ].join("\n"),
    );
    expect(compositeIndexesRule.check(repo.root, {})).toEqual([
      expect.stringMatching(
        /no composite index orders \(status ASCENDING, work\.stage ASCENDING, createdAt DESCENDING\), which the query at orders\/overdue\.ts:5 needs/,
      ),
    ]);
  });

  it("fails on an index no query needs, and on a query it cannot read", () => {
    repo.editJson<{ indexes: unknown[] }>("firestore.indexes.json", (json) => {
      json.indexes.push({
        collectionGroup: "reviews",
        queryScope: "COLLECTION",
        fields: [
          { fieldPath: "rating", order: "ASCENDING" },
          { fieldPath: "createdAt", order: "DESCENDING" },
        ],
      });
    });
    repo.write(
      "functions/src/orders/byField.ts",
      'import type { Firestore } from "firebase-admin/firestore";\nexport const byField = (db: Firestore, field: string) => db.collection("orders").where(field, "==", 1).get();\n',
    );
    expect(compositeIndexesRule.check(repo.root, {})).toEqual([
      expect.stringMatching(/cannot read the query at orders\/byField\.ts:2/),
      expect.stringMatching(
        /declares reviews \(rating ASCENDING, createdAt DESCENDING\), which no query of the code needs/,
      ),
    ]);
  });
});

describe("TTL policies", () => {
  it("fails when a collection the code expires has no TTL policy", () => {
    repo.editJson<{ fieldOverrides: { collectionGroup: string }[] }>("firestore.indexes.json", (json) => {
      json.fieldOverrides = json.fieldOverrides.filter(
        (override) => !["artistInvites", "paymentFailures"].includes(override.collectionGroup),
      );
    });
    expect(ttlPoliciesRule.check(repo.root, {})).toEqual([
      expect.stringMatching(/no TTL policy on artistInvites\.deleteAt/),
      expect.stringMatching(/no TTL policy on paymentFailures\.expiresAt/),
    ]);
  });
});

describe("functions lock file", () => {
  it("fails when the functions' lock is missing or out of step with the root lock", () => {
    repo.editJson<{ packages: Record<string, { version?: string }> }>("functions/package-lock.json", (json) => {
      json.packages["node_modules/zod"]!.version = "4.0.0";
    });
    expect(functionsLockRule.check(repo.root, {})).toEqual([expect.stringMatching(/out of step/)]);
    repo.edit("functions/package.json", (text) => text.replace('"zod"', '"left-pad": "^1.3.0",\n    "zod"'));
    expect(functionsLockRule.check(repo.root, {})).toEqual([expect.stringMatching(/does not resolve left-pad/)]);
  });
});

describe("Content-Security-Policy", () => {
  it("fails on the policy that blocked reCAPTCHA Enterprise: script-src 'self' and no frame-src", () => {
    firebaseJson((json) => {
      const csp = cspOf(json);
      csp.value = csp.value.replace(/script-src [^;]*;/, "script-src 'self';").replace(/ frame-src [^;]*;/, "");
    });
    expect(contentSecurityPolicyRule.check(repo.root, {})).toEqual([
      "script-src does not allow https://www.google.com/recaptcha/, which Firebase Auth needs (scripts/deploy/contentSecurityPolicy.ts)",
      "script-src does not allow https://www.gstatic.com/recaptcha/, which Firebase Auth needs (scripts/deploy/contentSecurityPolicy.ts)",
      "frame-src does not allow https://www.google.com/recaptcha/, which Firebase Auth needs (scripts/deploy/contentSecurityPolicy.ts)",
      "frame-src does not allow https://recaptcha.google.com/recaptcha/, which Firebase Auth needs (scripts/deploy/contentSecurityPolicy.ts)",
    ]);
  });
});

describe("Trigger Email extension settings", () => {
  const shared = "extensions/firestore-send-email.env";
  const prod = "extensions/firestore-send-email.env.songs-prod";

  it("are committed with the SMTP password named as a Secret Manager secret, never a value", () => {
    expect(readFileSync(path.join(REPO, shared), "utf8")).toMatch(
      /^SMTP_PASSWORD=projects\/\$\{param:PROJECT_NUMBER\}\/secrets\/firestore-send-email-SMTP_PASSWORD\/versions\/latest$/m,
    );
    repo.edit(shared, (env) => env.replace(/^SMTP_PASSWORD=.*$/m, ""));
    expect(extensionSettingsRule.check(repo.root, {})).toEqual([
      expect.stringMatching(/does not name SMTP_PASSWORD as a Secret Manager secret/),
    ]);
    repo.edit(shared, (env) => `${env}SMTP_PASSWORD=hunter2\nCLIENT_SECRET=oauth-secret\n`);
    expect(extensionSettingsRule.check(repo.root, {})).toEqual([
      expect.stringMatching(
        /firestore-send-email\.env holds a value for the secret SMTP_PASSWORD: keep it in Secret Manager/,
      ),
      expect.stringMatching(/firestore-send-email\.env holds a value for the secret CLIENT_SECRET/),
      expect.stringMatching(/does not name SMTP_PASSWORD as a Secret Manager secret/),
    ]);
  });

  it("fail when missing, on another release than the settings were written for, on a parameter it does not have, or when the region is not Firestore's", () => {
    firebaseJson((json) => {
      json.firestore!.location = "europe-west1";
      json.extensions!["firestore-send-email"] = "firebase/firestore-send-email@0.2.4";
    });
    repo.edit(shared, (env) => `${env}SMTP_CONECTION_URI=smtps://mailer@smtp.example.net:465\n`);
    expect(extensionSettingsRule.check(repo.root, {})).toEqual([
      expect.stringMatching(
        /^firebase\.json installs firebase\/firestore-send-email@0\.2\.4, but its settings are written for firebase\/firestore-send-email@0\.2\.8/,
      ),
      "extensions/firestore-send-email.env sets SMTP_CONECTION_URI, which is not a parameter of firestore-send-email@0.2.8",
      expect.stringMatching(/sets DATABASE_REGION=us-central1, but Firestore is in europe-west1/),
      expect.stringMatching(
        /sets firebaseextensions\.v1beta\.function\/location=us-central1, but Firestore is in europe-west1/,
      ),
    ]);
    repo.remove();
    repo = fixtureRepo();
    rmSync(path.join(repo.root, shared));
    expect(extensionSettingsRule.check(repo.root, {})).toEqual([
      expect.stringMatching(
        /firestore-send-email\.env is missing: firebase deploy would install the extension without its settings/,
      ),
    ]);
  });

  it("need the deployed project's SMTP connection and sender, without a password, in its committed file", () => {
    expect(extensionSettingsRule.check(repo.root, { projectId: "songs-prod" })).toEqual([
      expect.stringMatching(/firestore-send-email\.env\.songs-prod does not set SMTP_CONNECTION_URI/),
      expect.stringMatching(/does not set a real DEFAULT_FROM for songs-prod/),
    ]);
    repo.write(
      prod,
      "SMTP_CONNECTION_URI=smtps://mailer:hunter2@smtp.example.net:465\nDEFAULT_FROM=Songs <hello@songs.shop>\n",
    );
    expect(extensionSettingsRule.check(repo.root, { projectId: "songs-prod" })).toEqual([
      expect.stringMatching(/SMTP_CONNECTION_URI carries a password/),
    ]);
    // A project's file is checked for secrets even when it is not the deploy's target.
    expect(extensionSettingsRule.check(repo.root, {})).toEqual([
      expect.stringMatching(/firestore-send-email\.env\.songs-prod: SMTP_CONNECTION_URI carries a password/),
    ]);
    repo.write(
      prod,
      "SMTP_CONNECTION_URI=smtps://mailer@smtp.example.net:465\nDEFAULT_FROM=Songs <hello@songs.shop>\n",
    );
    expect(extensionSettingsRule.check(repo.root, { projectId: "songs-prod" })).toEqual([]);
  });
});
