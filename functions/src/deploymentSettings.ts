import firebaseJson from "../../firebase.json";

/**
 * The one region setting: where Firestore is (firebase.json `firestore.location`, a regional
 * location such as us-central1), and so where every function runs, beside its data. The Hosting
 * rewrites and the Trigger Email extension's settings name it too, since their files cannot import
 * it; `npm run deploy:check` fails when any of them says otherwise.
 */
export const REGION: string = firebaseJson.firestore.location;

/** The name of the functions' runtime service account: never the default compute account, which holds Editor. */
export const SERVICE_ACCOUNT_NAME = "songs-functions";

/** The runtime service account in firebase-functions' short form, `<name>@`, completed with the project's id at deploy. */
export const SERVICE_ACCOUNT = `${SERVICE_ACCOUNT_NAME}@`;

/** The runtime service account's email in `projectId`: the full form Cloud Scheduler, Eventarc and Cloud Tasks carry. */
export function serviceAccountEmail(projectId: string): string {
  return `${SERVICE_ACCOUNT_NAME}@${projectId}.iam.gserviceaccount.com`;
}

/**
 * Every role the runtime service account holds, and nothing more: `npm run deploy:iam` grants them,
 * and `npm run deploy:check` fails when the functions' manifest needs one missing here.
 */
export const SERVICE_ACCOUNT_ROLES = {
  /** On the project. */
  project: [
    // Firestore: every collection, through the Admin SDK.
    "roles/datastore.user",
    // The song and photo bucket.
    "roles/storage.objectAdmin",
    // Auth users, their claims and factors.
    "roles/firebaseauth.admin",
    "roles/logging.logWriter",
    // queueFollowUp enqueues the follow-up tasks runFollowUp carries out.
    "roles/cloudtasks.enqueuer",
    // The Firestore trigger's events are delivered as this account.
    "roles/eventarc.eventReceiver",
    // ... and call queueFollowUp as it. On the project, so it outlives a function recreated by a
    // deploy (firebase deploy grants an event function's run.invoker to no one; Cloud Run cannot
    // narrow a project grant to one service by condition). Every other function is public or
    // already invoked as this account.
    "roles/run.invoker",
  ],
  /** On the account itself. */
  onItself: [
    // Signed Storage URLs and custom tokens: the account signs as itself.
    "roles/iam.serviceAccountTokenCreator",
    // The tasks it enqueues carry an OIDC token of itself (acting as itself).
    "roles/iam.serviceAccountUser",
  ],
  /** On each secret a function binds, and on no other: never project-wide. */
  onEachSecret: ["roles/secretmanager.secretAccessor"],
} as const;
