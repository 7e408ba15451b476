/**
 * Who may call each function and what its service account may do, derived from the functions'
 * manifest (as firebase-tools reads it) and the declared roles (functions/src/deploymentSettings.ts).
 * `firebase deploy` grants run.invoker and eventarc.eventReceiver only to the default compute
 * account, sets a task queue's and a scheduled function's run.invoker from their declarations on
 * every deploy, and an event function's to no one; everything else is ours: `deploy:check` refuses
 * a manifest that leaves a caller out, `deploy:iam` grants what it needs (with the build account's
 * roles and the APIs no deploy enables).
 */
import { serviceAccountEmail, SERVICE_ACCOUNT, SERVICE_ACCOUNT_ROLES } from "../../functions/src/deploymentSettings";
import type { DiscoveredEndpoint } from "./firebaseTools";

/** How a function is called, by the manifest's trigger. */
export type TriggerKind = "https" | "blocking" | "event" | "schedule" | "taskQueue";

export function triggerKindOf(endpoint: DiscoveredEndpoint): TriggerKind | null {
  if (endpoint.httpsTrigger) return "https";
  if (endpoint.blockingTrigger) return "blocking";
  if (endpoint.eventTrigger) return "event";
  if (endpoint.scheduleTrigger) return "schedule";
  if (endpoint.taskQueueTrigger) return "taskQueue";
  return null;
}

/** The roles the service account holds, as declared (one list for the check and the grants). */
export interface DeclaredRoles {
  project: readonly string[];
  onItself: readonly string[];
  /** Granted on each secret a function binds, never on the project. */
  onEachSecret: readonly string[];
}

/** APIs the functions call that `firebase deploy` does not enable. */
export const REQUIRED_APIS = [
  {
    api: "iamcredentials.googleapis.com",
    why: "signed Storage URLs and custom tokens without a key file are signed through the IAM Credentials API's signBlob",
  },
] as const;

/**
 * The roles of the account Cloud Build builds the functions as. Projects made since mid-2024 build
 * as the default compute account, which then lacks them and every build fails with "missing
 * permission on the build service account" (firebase-tools issue 8431; Google's remedy for Cloud
 * Run functions is this one role on that account).
 */
export const BUILD_ACCOUNT_ROLES = ["roles/cloudbuild.builds.builder"] as const;

/** The default compute account, which builds the functions (and nothing here runs as). */
export const buildServiceAccount = (projectNumber: string) => `${projectNumber}-compute@developer.gserviceaccount.com`;

/** What deploy:iam's dry run shows where --apply reads the project number with gcloud. */
export const PROJECT_NUMBER_PLACEHOLDER = "<project-number>";

/** The secrets the manifest's functions bind, each once. */
export const boundSecrets = (endpoints: Record<string, DiscoveredEndpoint>) =>
  [
    ...new Set(
      Object.values(endpoints).flatMap((endpoint) => (endpoint.secretEnvironmentVariables ?? []).map(({ key }) => key)),
    ),
  ].sort();

const WHERE: Record<keyof DeclaredRoles, string> = {
  project: "on the project",
  onItself: "on itself",
  onEachSecret: "on each secret a function binds",
};

/** A role the functions need, where it is granted, and why. */
interface NeededRole {
  role: string;
  on: keyof DeclaredRoles;
  why: string;
}

/** A role the code itself needs whatever the manifest says (Firestore, Storage, Auth, logs, signing). */
const ROLES_OF_THE_CODE: NeededRole[] = [
  { role: "roles/datastore.user", on: "project", why: "the functions read and write Firestore" },
  { role: "roles/storage.objectAdmin", on: "project", why: "the functions keep songs and photos in Cloud Storage" },
  { role: "roles/firebaseauth.admin", on: "project", why: "the functions manage Auth users and their claims" },
  { role: "roles/logging.logWriter", on: "project", why: "the functions write logs" },
  {
    role: "roles/iam.serviceAccountTokenCreator",
    on: "onItself",
    why: "signed Storage URLs and custom tokens are signed by the account itself",
  },
];

/** The roles the service account needs for these functions: the code's, and those their triggers and secrets call for. */
export function neededRoles(endpoints: Record<string, DiscoveredEndpoint>): NeededRole[] {
  const needed = [...ROLES_OF_THE_CODE];
  const all = Object.entries(endpoints);
  const named = (kind: TriggerKind) =>
    all.filter(([, endpoint]) => triggerKindOf(endpoint) === kind).map(([name]) => name);
  const withSecrets = all
    .filter(([, endpoint]) => (endpoint.secretEnvironmentVariables ?? []).length > 0)
    .map(([name]) => name);
  if (withSecrets.length > 0)
    needed.push({
      role: "roles/secretmanager.secretAccessor",
      on: "onEachSecret",
      why: `${withSecrets.join(", ")} bind secrets`,
    });
  const queues = named("taskQueue");
  if (queues.length > 0) {
    needed.push({
      role: "roles/cloudtasks.enqueuer",
      on: "project",
      why: `the functions enqueue tasks for ${queues.join(", ")}`,
    });
    needed.push({
      role: "roles/iam.serviceAccountUser",
      on: "onItself",
      why: `the tasks for ${queues.join(", ")} carry an OIDC token of the account that enqueues them`,
    });
  }
  const events = named("event");
  if (events.length > 0) {
    needed.push({
      role: "roles/eventarc.eventReceiver",
      on: "project",
      why: `${events.join(", ")} receive Eventarc events as the account`,
    });
    needed.push({
      role: "roles/run.invoker",
      on: "project",
      why: `Eventarc calls ${events.join(", ")} as the account, and firebase deploy grants an event function's run.invoker to no one`,
    });
  }
  return needed;
}

/** The email a manifest's account stands for in `projectId` (firebase-tools completes `name@`). */
export function fullServiceAccount(account: string, projectId: string): string {
  return account.endsWith("@") ? `${account}${projectId}.iam.gserviceaccount.com` : account;
}

/** Whether the manifest's account is the functions' own, in either form. */
export const isFunctionsAccount = (account: string | null | undefined, projectId: string) =>
  account === SERVICE_ACCOUNT || account === serviceAccountEmail(projectId);

/**
 * What would make a deployed function's callers fail: a task queue without the functions' account
 * among its invokers (the Admin SDK enqueues as it; no invoker means firebase deploy grants none,
 * and every task is refused with 403), an event or scheduled function that does not name the
 * account in full (its Eventarc trigger and its Cloud Scheduler job carry it as written, and
 * deploy:iam grants run.invoker to that email), a role needed but not declared.
 */
export function iamProblems(
  endpoints: Record<string, DiscoveredEndpoint>,
  projectId: string,
  declared: DeclaredRoles = SERVICE_ACCOUNT_ROLES,
): string[] {
  const problems: string[] = [];
  const email = serviceAccountEmail(projectId);
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const kind = triggerKindOf(endpoint);
    if (kind === "taskQueue") {
      const invokers = (endpoint.taskQueueTrigger?.invoker ?? []).map((invoker) =>
        fullServiceAccount(invoker, projectId),
      );
      if (invokers.length === 0) {
        problems.push(
          `${name}: a task queue with no invoker: firebase deploy grants run.invoker on it to no one, so Cloud Tasks' calls as ${email} (the account the Admin SDK enqueues as) are refused with 403; declare invoker: callerServiceAccount()`,
        );
      } else if (!invokers.includes(email)) {
        problems.push(
          `${name}: its invokers (${invokers.join(", ")}) leave out ${email}, the account the Admin SDK enqueues its tasks as`,
        );
      }
    }
    if ((kind === "event" || kind === "schedule") && endpoint.serviceAccount !== email) {
      const caller =
        kind === "event"
          ? "its Eventarc trigger delivers events as it"
          : "its Cloud Scheduler job takes the account as written and wants an email";
      problems.push(
        `${name}: runs as ${endpoint.serviceAccount ?? "the default compute account"}, not ${email} in full (${caller}); declare serviceAccount: callerServiceAccount()`,
      );
    }
  }
  for (const { role, on, why } of neededRoles(endpoints)) {
    if (!declared[on].includes(role)) {
      problems.push(
        `the service account needs ${role} ${WHERE[on]} (${why}), which SERVICE_ACCOUNT_ROLES.${on} does not declare`,
      );
    }
  }
  for (const role of declared.onEachSecret.filter((each) => declared.project.includes(each)))
    problems.push(
      `SERVICE_ACCOUNT_ROLES.project grants ${role} on the whole project: every function's account could read every secret; keep it in onEachSecret, granted on the secrets the functions bind`,
    );
  return problems;
}

/** One grant, as the gcloud command that makes it (arguments after `gcloud`). */
export interface IamGrant {
  why: string;
  args: string[];
  /** The secret the grant is on, which exists only once its value is set. */
  secret?: string;
}

/**
 * The grants the functions need in `projectId`, in order: the APIs no deploy enables, each declared
 * role of the service account (on the project, on itself, on each secret a function binds), and the
 * build account's roles. gcloud leaves a binding that exists already unchanged, so they can run again.
 */
export function iamGrants(
  endpoints: Record<string, DiscoveredEndpoint>,
  projectId: string,
  declared: DeclaredRoles = SERVICE_ACCOUNT_ROLES,
  projectNumber: string = PROJECT_NUMBER_PLACEHOLDER,
): IamGrant[] {
  const email = serviceAccountEmail(projectId);
  const member = `--member=serviceAccount:${email}`;
  const builder = buildServiceAccount(projectNumber);
  return [
    ...REQUIRED_APIS.map(({ api, why }) => ({
      why: `${api} is enabled: ${why}`,
      args: ["services", "enable", api, `--project=${projectId}`],
    })),
    ...declared.project.map((role) => ({
      why: `${email} holds ${role} on the project`,
      args: ["projects", "add-iam-policy-binding", projectId, member, `--role=${role}`, "--condition=None"],
    })),
    ...declared.onItself.map((role) => ({
      why: `${email} holds ${role} on itself`,
      args: [
        "iam",
        "service-accounts",
        "add-iam-policy-binding",
        email,
        member,
        `--role=${role}`,
        `--project=${projectId}`,
      ],
    })),
    ...boundSecrets(endpoints).flatMap((secret) =>
      declared.onEachSecret.map((role) => ({
        why: `${email} holds ${role} on the secret ${secret}, which the functions bind`,
        args: ["secrets", "add-iam-policy-binding", secret, member, `--role=${role}`, `--project=${projectId}`],
        secret,
      })),
    ),
    ...BUILD_ACCOUNT_ROLES.map((role) => ({
      why: `Cloud Build builds the functions as the default compute account ${builder}, which needs ${role}`,
      args: [
        "projects",
        "add-iam-policy-binding",
        projectId,
        `--member=serviceAccount:${builder}`,
        `--role=${role}`,
        "--condition=None",
      ],
    })),
  ];
}

/** A grant as a shell line, each argument quoted where the shell would read it otherwise. */
export function commandLine(grant: IamGrant): string {
  return ["gcloud", ...grant.args]
    .map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`))
    .join(" ");
}
