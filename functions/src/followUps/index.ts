import type { Capability } from "../platform/capability";
import { keep, nobody, notCopied } from "../platform/dataMap";

/**
 * The follow-up capability's public entry: the one owner of `followUps/*`, each follow-up waiting for
 * a time or an outside service (docs/architecture.md, "Time and follow-ups"), each kind declared
 * once in the domain's table (`FOLLOW_UP_KINDS`). It knows no other capability: those that write
 * follow-ups carry out their own kinds (`FollowUpHandlers`, in their registrations), and the list of
 * capabilities (capabilities.ts) hands them all to the task queue and the sweep.
 */
export { followUps } from "./followUps";
export {
  isReadable,
  type FollowUpProblem,
  type FollowUpRecord,
  type FollowUpState,
  type UnreadableFollowUp,
} from "./followUpRecord";
export type { FollowUpListing } from "./operationsQueries";
export {
  enqueueFollowUp,
  FOLLOW_UP_QUEUE,
  followUpTaskSchema,
  queueFollowUpTask,
  type FollowUpTask,
} from "./followUpQueue";
export {
  runFollowUp,
  sweepFollowUps,
  type FollowUpHandlers,
  type FollowUpOf,
  type FollowUpRun,
  type SweepResult,
} from "./runFollowUp";

/** The followUps capability, as `functions/src/capabilities.ts` lists it. */
export const followUpsCapability = {
  name: "followUps",
  collections: [
    {
      path: "followUps",
      holds: "scheduled work of an order or an account (its kind, ids and due time) and whether it was done",
      person: nobody,
      retention: "kept as done records",
      erasure: keep(
        "operations' record of scheduled work, for the Operations page: it names whose work it did by ids (account-wide ones are keyed by the uid), never by words",
        ["id", "orderId", "action.uid"],
      ),
      copy: notCopied("scheduled work of the marketplace, not the person's data"),
    },
  ],
} satisfies Capability;
