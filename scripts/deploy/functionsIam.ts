/**
 * Who may call each function and what its service account may do, derived from the functions'
 * manifest (as firebase-tools reads it) and the declared roles (functions/src/deploymentSettings.ts).
 * `firebase deploy` grants run.invoker and eventarc.eventReceiver only to the default compute
 * account, and a task queue gets an invoker only when one is declared; everything else is ours:
 * `deploy:check` refuses a manifest that leaves a caller out, `deploy:iam` grants what it needs.
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
}

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
      on: "project",
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
  if (events.length > 0)
    needed.push({
      role: "roles/eventarc.eventReceiver",
      on: "project",
      why: `${events.join(", ")} receive Eventarc events as the account`,
    });
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
        `the service account needs ${role} ${on === "project" ? "on the project" : "on itself"} (${why}), which SERVICE_ACCOUNT_ROLES.${on} does not declare`,
      );
    }
  }
  return problems;
}

/** One grant, as the gcloud command that makes it (arguments after `gcloud`). */
export interface IamGrant {
  why: string;
  args: string[];
  /** The function the grant is on, which exists only once deployed. */
  function?: { name: string; region: string };
}

/**
 * The grants the functions need in `projectId`: each declared role of the service account, and
 * run.invoker on every task-queue, event and scheduled function for the account its calls come as
 * (gcloud adds a binding that exists already without change, so the grants can run again).
 */
export function iamGrants(
  endpoints: Record<string, DiscoveredEndpoint>,
  projectId: string,
  declared: DeclaredRoles = SERVICE_ACCOUNT_ROLES,
): IamGrant[] {
  const email = serviceAccountEmail(projectId);
  const member = (account: string) => `--member=serviceAccount:${fullServiceAccount(account, projectId)}`;
  const grants: IamGrant[] = [
    ...declared.project.map((role) => ({
      why: `${email} holds ${role} on the project`,
      args: ["projects", "add-iam-policy-binding", projectId, member(email), `--role=${role}`, "--condition=None"],
    })),
    ...declared.onItself.map((role) => ({
      why: `${email} holds ${role} on itself`,
      args: [
        "iam",
        "service-accounts",
        "add-iam-policy-binding",
        email,
        member(email),
        `--role=${role}`,
        `--project=${projectId}`,
      ],
    })),
  ];
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const kind = triggerKindOf(endpoint);
    const callers =
      kind === "taskQueue"
        ? (endpoint.taskQueueTrigger?.invoker ?? [])
        : kind === "event" || kind === "schedule"
          ? [endpoint.serviceAccount ?? email]
          : [];
    const via = kind === "taskQueue" ? "Cloud Tasks" : kind === "event" ? "Eventarc" : "Cloud Scheduler";
    const region = String((endpoint.region ?? [])[0] ?? "us-central1");
    for (const caller of callers) {
      grants.push({
        why: `${via} calls ${name} as ${fullServiceAccount(caller, projectId)} (run.invoker)`,
        args: [
          "functions",
          "add-invoker-policy-binding",
          name,
          `--region=${region}`,
          member(caller),
          `--project=${projectId}`,
        ],
        function: { name, region },
      });
    }
  }
  return grants;
}

/** A grant as a shell line, each argument quoted where the shell would read it otherwise. */
export function commandLine(grant: IamGrant): string {
  return ["gcloud", ...grant.args]
    .map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`))
    .join(" ");
}
