import { describe, expect, it } from "vitest";
import { SERVICE_ACCOUNT_ROLES } from "../../functions/src/deploymentSettings";
import { applyGrants, parseDeployIamArgs, projectNumberOf } from "./deployIam";
import { fakeGcloud } from "./fakeGcloud";
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
      ...SERVICE_ACCOUNT_ROLES,
      project: SERVICE_ACCOUNT_ROLES.project.filter(
        (role) => role !== "roles/eventarc.eventReceiver" && role !== "roles/run.invoker",
      ),
      onItself: [],
    };
    expect(iamProblems(ENDPOINTS, PROJECT, declared)).toEqual([
      expect.stringMatching(/needs roles\/iam\.serviceAccountTokenCreator on itself \(signed Storage URLs/),
      expect.stringMatching(/needs roles\/iam\.serviceAccountUser on itself \(the tasks for runFollowUp/),
      expect.stringMatching(/needs roles\/eventarc\.eventReceiver on the project \(queueFollowUp receive/),
      expect.stringMatching(
        /needs roles\/run\.invoker on the project \(Eventarc calls queueFollowUp as the account, and firebase deploy grants an event function's run\.invoker to no one\)/,
      ),
    ]);
    const httpOnly = { api: ENDPOINTS.api! };
    expect(
      iamProblems(httpOnly, PROJECT, {
        project: [
          "roles/datastore.user",
          "roles/storage.objectAdmin",
          "roles/firebaseauth.admin",
          "roles/logging.logWriter",
        ],
        onItself: ["roles/iam.serviceAccountTokenCreator"],
        onEachSecret: ["roles/secretmanager.secretAccessor"],
      }),
    ).toEqual([]);
  });

  it("refuse secret access on the whole project, or none on the secrets the functions bind", () => {
    const projectWide = {
      ...SERVICE_ACCOUNT_ROLES,
      project: [...SERVICE_ACCOUNT_ROLES.project, "roles/secretmanager.secretAccessor"],
    };
    expect(iamProblems(ENDPOINTS, PROJECT, projectWide)).toEqual([
      expect.stringMatching(
        /^SERVICE_ACCOUNT_ROLES\.project grants roles\/secretmanager\.secretAccessor on the whole project: every function's account could read every secret/,
      ),
    ]);
    expect(iamProblems(ENDPOINTS, PROJECT, { ...SERVICE_ACCOUNT_ROLES, onEachSecret: [] })).toEqual([
      "the service account needs roles/secretmanager.secretAccessor on each secret a function binds (api bind secrets), which SERVICE_ACCOUNT_ROLES.onEachSecret does not declare",
    ]);
  });
});

describe("the grants npm run deploy:iam derives", () => {
  it("enable the IAM Credentials API, grant each declared role, secret access per secret and the build account's role, and nothing on a function", () => {
    const lines = commands(ENDPOINTS);
    expect(lines).toHaveLength(
      1 + SERVICE_ACCOUNT_ROLES.project.length + SERVICE_ACCOUNT_ROLES.onItself.length + 1 + 1,
    );
    expect(lines[0]).toBe("gcloud services enable iamcredentials.googleapis.com --project=songs-prod");
    expect(lines).toContain(
      `gcloud projects add-iam-policy-binding songs-prod --member=serviceAccount:${ACCOUNT} --role=roles/cloudtasks.enqueuer --condition=None`,
    );
    expect(lines).toContain(
      `gcloud projects add-iam-policy-binding songs-prod --member=serviceAccount:${ACCOUNT} --role=roles/run.invoker --condition=None`,
    );
    expect(lines).toContain(
      `gcloud iam service-accounts add-iam-policy-binding ${ACCOUNT} --member=serviceAccount:${ACCOUNT} --role=roles/iam.serviceAccountTokenCreator --project=songs-prod`,
    );
    expect(lines.slice(-2)).toEqual([
      `gcloud secrets add-iam-policy-binding STRIPE_SECRET_KEY --member=serviceAccount:${ACCOUNT} --role=roles/secretmanager.secretAccessor --project=songs-prod`,
      "gcloud projects add-iam-policy-binding songs-prod '--member=serviceAccount:<project-number>-compute@developer.gserviceaccount.com' --role=roles/cloudbuild.builds.builder --condition=None",
    ]);
    expect(lines.filter((line) => line.includes("secretmanager") && line.includes("projects add-iam"))).toEqual([]);
    expect(lines.filter((line) => line.includes("gcloud functions"))).toEqual([]);
  });

  it("grant access to each secret a function binds, once, and to no other; the build account by the project's number", () => {
    const twoSecrets = {
      api: { ...ENDPOINTS.api!, secretEnvironmentVariables: [{ key: "STRIPE_SECRET_KEY" }, { key: "VAPID_KEYS" }] },
      runFollowUp: { ...ENDPOINTS.runFollowUp!, secretEnvironmentVariables: [{ key: "VAPID_KEYS" }] },
      render: { ...ENDPOINTS.api!, entryPoint: "render", secretEnvironmentVariables: [] },
    };
    const grants = iamGrants(twoSecrets, PROJECT, SERVICE_ACCOUNT_ROLES, "123456789");
    expect(grants.filter((grant) => grant.secret).map((grant) => grant.args[2])).toEqual([
      "STRIPE_SECRET_KEY",
      "VAPID_KEYS",
    ]);
    expect(commandLine(grants.at(-1)!)).toBe(
      "gcloud projects add-iam-policy-binding songs-prod --member=serviceAccount:123456789-compute@developer.gserviceaccount.com --role=roles/cloudbuild.builds.builder --condition=None",
    );
  });

  it("need a real project, and run only with --apply", () => {
    expect(parseDeployIamArgs(["--project", "songs-prod"])).toEqual({ projectId: "songs-prod", apply: false });
    expect(parseDeployIamArgs(["--project=songs-prod", "--apply"])).toEqual({ projectId: "songs-prod", apply: true });
    expect(() => parseDeployIamArgs([])).toThrow(/--project <project-id>/);
    expect(() => parseDeployIamArgs(["--project", "demo-songs"])).toThrow(/demo project/);
    expect(() => parseDeployIamArgs(["--project", "songs-prod", "--yes"])).toThrow(/Unknown argument: --yes/);
  });
});

describe("deploy:iam --apply", () => {
  const grants = iamGrants(ENDPOINTS, PROJECT);

  it("fails clearly when gcloud is not installed, before granting anything", () => {
    const gcloud = fakeGcloud(() => ({ error: Object.assign(new Error("spawn gcloud ENOENT"), { code: "ENOENT" }) }));
    expect(() => applyGrants(grants, PROJECT, { run: gcloud.run, log: () => undefined })).toThrow(
      /gcloud is not installed or not on PATH/,
    );
    expect(gcloud.calls).toEqual([["gcloud", "--version"]]);
  });

  it("runs every grant, leaving out the secrets not set yet", () => {
    const gcloud = fakeGcloud((args) => ({
      status: args[0] === "secrets" && args[1] === "describe" && args[2] === "STRIPE_SECRET_KEY" ? 1 : 0,
    }));
    expect(applyGrants(grants, PROJECT, { run: gcloud.run, log: () => undefined })).toEqual({
      granted: grants.length - 1,
      skipped: ["STRIPE_SECRET_KEY"],
    });
    expect(gcloud.calls.some((call) => call[1] === "secrets" && call[2] === "add-iam-policy-binding")).toBe(false);
    expect(gcloud.calls.some((call) => call[3] === "create")).toBe(false);
  });

  it("reads the project's number, and says plainly when it cannot", () => {
    const gcloud = fakeGcloud(() => ({ stdout: "123456789\n" }));
    expect(projectNumberOf(PROJECT, gcloud.run)).toBe("123456789");
    expect(gcloud.calls).toEqual([["gcloud", "projects", "describe", PROJECT, "--format=value(projectNumber)"]]);
    const denied = fakeGcloud(() => ({ status: 1, stderr: "PERMISSION_DENIED" }));
    expect(() => projectNumberOf(PROJECT, denied.run)).toThrow(
      /Could not read songs-prod's project number .*PERMISSION_DENIED/,
    );
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
    expect(gcloud.calls[3]).toEqual([
      "gcloud",
      "services",
      "enable",
      "iamcredentials.googleapis.com",
      "--project=songs-prod",
    ]);
    expect(gcloud.calls[4]).toContain("--role=roles/datastore.user");
  });

  it("stops at the first grant that fails", () => {
    const gcloud = fakeGcloud((args) => ({ status: args.includes("--role=roles/storage.objectAdmin") ? 1 : 0 }));
    expect(() => applyGrants(grants, PROJECT, { run: gcloud.run, log: () => undefined })).toThrow(
      /roles\/storage\.objectAdmin .*failed \(above\); 2 grants made before it/,
    );
  });
});
