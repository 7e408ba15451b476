import type { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SERVICE_ACCOUNT_ROLES } from "../../functions/src/deploymentSettings";
import { applyGrants, parseDeployIamArgs } from "./deployIam";
import type { DiscoveredEndpoint } from "./firebaseTools";
import { commandLine, iamGrants, iamProblems } from "./functionsIam";

const PROJECT = "songs-prod";
const ACCOUNT = "songs-functions@songs-prod.iam.gserviceaccount.com";
const region = ["us-central1"];

/** A manifest like the functions': HTTP, blocking, a Firestore trigger, a task queue, a schedule. */
const ENDPOINTS: Record<string, DiscoveredEndpoint> = {
  api: {
    entryPoint: "api",
    region,
    serviceAccount: "songs-functions@",
    httpsTrigger: {},
    secretEnvironmentVariables: [{ key: "STRIPE_SECRET_KEY" }],
  },
  beforeSignIn: {
    entryPoint: "beforeSignIn",
    region,
    serviceAccount: "songs-functions@",
    blockingTrigger: { eventType: "providers/cloud.auth/eventTypes/user.beforeSignIn" },
  },
  queueFollowUp: {
    entryPoint: "queueFollowUp",
    region,
    serviceAccount: ACCOUNT,
    eventTrigger: { eventType: "google.cloud.firestore.document.v1.created" },
  },
  runFollowUp: {
    entryPoint: "runFollowUp",
    region,
    serviceAccount: "songs-functions@",
    taskQueueTrigger: { invoker: [ACCOUNT] },
  },
  sweepFollowUps: {
    entryPoint: "sweepFollowUps",
    region,
    serviceAccount: ACCOUNT,
    scheduleTrigger: { schedule: "every 5 minutes" },
  },
};

const commands = (endpoints: Record<string, DiscoveredEndpoint>) => iamGrants(endpoints, PROJECT).map(commandLine);

describe("the functions' IAM declarations", () => {
  it("find nothing missing in a manifest whose callers are all declared", () => {
    expect(iamProblems(ENDPOINTS, PROJECT)).toEqual([]);
  });

  it("refuse a task queue without an invoker, or whose invokers leave the functions' account out", () => {
    const noInvoker = { ...ENDPOINTS, runFollowUp: { ...ENDPOINTS.runFollowUp!, taskQueueTrigger: {} } };
    expect(iamProblems(noInvoker, PROJECT)).toEqual([
      expect.stringMatching(/^runFollowUp: a task queue with no invoker/),
    ]);
    const otherInvoker = {
      ...ENDPOINTS,
      runFollowUp: { ...ENDPOINTS.runFollowUp!, taskQueueTrigger: { invoker: ["someone@"] } },
    };
    expect(iamProblems(otherInvoker, PROJECT)).toEqual([
      `runFollowUp: its invokers (someone@songs-prod.iam.gserviceaccount.com) leave out ${ACCOUNT}, the account the Admin SDK enqueues its tasks as`,
    ]);
  });

  it("take the invoker in firebase-functions' short form as the same account", () => {
    const shortForm = {
      ...ENDPOINTS,
      runFollowUp: { ...ENDPOINTS.runFollowUp!, taskQueueTrigger: { invoker: ["songs-functions@"] } },
    };
    expect(iamProblems(shortForm, PROJECT)).toEqual([]);
  });

  it("refuse an event or scheduled function that does not name the account in full", () => {
    const shortForm = {
      ...ENDPOINTS,
      queueFollowUp: { ...ENDPOINTS.queueFollowUp!, serviceAccount: "songs-functions@" },
      sweepFollowUps: { ...ENDPOINTS.sweepFollowUps!, serviceAccount: null },
    };
    expect(iamProblems(shortForm, PROJECT)).toEqual([
      expect.stringMatching(
        /^queueFollowUp: runs as songs-functions@, not songs-functions@songs-prod\.iam\.gserviceaccount\.com in full/,
      ),
      expect.stringMatching(/^sweepFollowUps: runs as the default compute account, not .* \(its Cloud Scheduler job/),
    ]);
  });

  it("refuse a role the manifest needs that the declared list lacks, and need only what the manifest calls for", () => {
    const declared = {
      project: SERVICE_ACCOUNT_ROLES.project.filter((role) => role !== "roles/eventarc.eventReceiver"),
      onItself: [],
    };
    expect(iamProblems(ENDPOINTS, PROJECT, declared)).toEqual([
      expect.stringMatching(/needs roles\/iam\.serviceAccountTokenCreator on itself \(signed Storage URLs/),
      expect.stringMatching(/needs roles\/iam\.serviceAccountUser on itself \(the tasks for runFollowUp/),
      expect.stringMatching(/needs roles\/eventarc\.eventReceiver on the project \(queueFollowUp receive/),
    ]);
    const httpOnly = { api: ENDPOINTS.api! };
    expect(
      iamProblems(httpOnly, PROJECT, {
        project: [
          "roles/datastore.user",
          "roles/storage.objectAdmin",
          "roles/firebaseauth.admin",
          "roles/logging.logWriter",
          "roles/secretmanager.secretAccessor",
        ],
        onItself: ["roles/iam.serviceAccountTokenCreator"],
      }),
    ).toEqual([]);
  });
});

describe("the grants npm run deploy:iam derives", () => {
  it("grant each declared role, then run.invoker on each function called as the account, nothing on HTTP or blocking functions", () => {
    const lines = commands(ENDPOINTS);
    expect(lines).toHaveLength(SERVICE_ACCOUNT_ROLES.project.length + SERVICE_ACCOUNT_ROLES.onItself.length + 3);
    expect(lines).toContain(
      `gcloud projects add-iam-policy-binding songs-prod --member=serviceAccount:${ACCOUNT} --role=roles/cloudtasks.enqueuer --condition=None`,
    );
    expect(lines).toContain(
      `gcloud projects add-iam-policy-binding songs-prod --member=serviceAccount:${ACCOUNT} --role=roles/eventarc.eventReceiver --condition=None`,
    );
    expect(lines).toContain(
      `gcloud iam service-accounts add-iam-policy-binding ${ACCOUNT} --member=serviceAccount:${ACCOUNT} --role=roles/iam.serviceAccountTokenCreator --project=songs-prod`,
    );
    expect(lines.slice(-3)).toEqual([
      `gcloud functions add-invoker-policy-binding queueFollowUp --region=us-central1 --member=serviceAccount:${ACCOUNT} --project=songs-prod`,
      `gcloud functions add-invoker-policy-binding runFollowUp --region=us-central1 --member=serviceAccount:${ACCOUNT} --project=songs-prod`,
      `gcloud functions add-invoker-policy-binding sweepFollowUps --region=us-central1 --member=serviceAccount:${ACCOUNT} --project=songs-prod`,
    ]);
  });

  it("grant each declared invoker of a task queue, completing the short form", () => {
    const twoInvokers = {
      runFollowUp: {
        ...ENDPOINTS.runFollowUp!,
        region: ["europe-west1"],
        taskQueueTrigger: { invoker: [ACCOUNT, "ops@"] },
      },
    };
    expect(commands(twoInvokers).filter((line) => line.includes("add-invoker-policy-binding"))).toEqual([
      `gcloud functions add-invoker-policy-binding runFollowUp --region=europe-west1 --member=serviceAccount:${ACCOUNT} --project=songs-prod`,
      "gcloud functions add-invoker-policy-binding runFollowUp --region=europe-west1 --member=serviceAccount:ops@songs-prod.iam.gserviceaccount.com --project=songs-prod",
    ]);
  });

  it("need a real project, and run only with --apply", () => {
    expect(parseDeployIamArgs(["--project", "songs-prod"])).toEqual({ projectId: "songs-prod", apply: false });
    expect(parseDeployIamArgs(["--project=songs-prod", "--apply"])).toEqual({ projectId: "songs-prod", apply: true });
    expect(() => parseDeployIamArgs([])).toThrow(/--project <project-id>/);
    expect(() => parseDeployIamArgs(["--project", "demo-songs"])).toThrow(/demo project/);
    expect(() => parseDeployIamArgs(["--project", "songs-prod", "--yes"])).toThrow(/Unknown argument: --yes/);
  });
});

/** A stand-in for spawnSync("gcloud", ...) that records each call and answers by `answer`. */
function fakeGcloud(answer: (args: string[]) => { status?: number; error?: NodeJS.ErrnoException }) {
  const calls: string[][] = [];
  const run = ((command: string, args: string[]) => {
    calls.push([command, ...args]);
    const { status = 0, error } = answer(args);
    return { status: error ? null : status, error, signal: null, pid: 0, output: [], stdout: null, stderr: null };
  }) as unknown as typeof spawnSync;
  return { calls, run };
}

describe("deploy:iam --apply", () => {
  const grants = iamGrants(ENDPOINTS, PROJECT);

  it("fails clearly when gcloud is not installed, before granting anything", () => {
    const gcloud = fakeGcloud(() => ({ error: Object.assign(new Error("spawn gcloud ENOENT"), { code: "ENOENT" }) }));
    expect(() => applyGrants(grants, PROJECT, { run: gcloud.run, log: () => undefined })).toThrow(
      /gcloud is not installed or not on PATH/,
    );
    expect(gcloud.calls).toEqual([["gcloud", "--version"]]);
  });

  it("runs every grant, leaving out the invokers of functions not deployed yet", () => {
    const gcloud = fakeGcloud((args) => ({
      status: args[0] === "functions" && args[1] === "describe" && args[2] === "runFollowUp" ? 1 : 0,
    }));
    expect(applyGrants(grants, PROJECT, { run: gcloud.run, log: () => undefined })).toEqual({
      granted: grants.length - 1,
      skipped: ["runFollowUp"],
    });
    expect(gcloud.calls.filter((call) => call[2] === "add-invoker-policy-binding").map((call) => call[3])).toEqual([
      "queueFollowUp",
      "sweepFollowUps",
    ]);
    expect(gcloud.calls.some((call) => call[3] === "create")).toBe(false);
  });

  it("creates the service account first when it does not exist", () => {
    const gcloud = fakeGcloud((args) => ({ status: args[2] === "describe" && args[1] === "service-accounts" ? 1 : 0 }));
    applyGrants(grants, PROJECT, { run: gcloud.run, log: () => undefined });
    expect(gcloud.calls[2]).toEqual([
      "gcloud",
      "iam",
      "service-accounts",
      "create",
      "songs-functions",
      "--project=songs-prod",
    ]);
    expect(gcloud.calls[3]).toContain("--role=roles/datastore.user");
  });

  it("stops at the first grant that fails", () => {
    const gcloud = fakeGcloud((args) => ({ status: args.includes("--role=roles/storage.objectAdmin") ? 1 : 0 }));
    expect(() => applyGrants(grants, PROJECT, { run: gcloud.run, log: () => undefined })).toThrow(
      /roles\/storage\.objectAdmin .*failed \(above\); 1 grants made before it/,
    );
  });
});
