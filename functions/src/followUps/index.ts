/**
 * The follow-up capability's public entry: the one owner of `followUps/*`, each follow-up waiting for
 * a time or an outside service (docs/architecture.md, "Time and follow-ups"), each kind declared
 * once in the domain's table (`FOLLOW_UP_KINDS`). It knows no other capability: those that write
 * follow-ups carry out their own kinds (`FollowUpHandlers`), and the functions' composition root
 * (followUpHandlers.ts) hands them all to the task queue and the sweep.
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
