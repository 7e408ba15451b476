/** How each audience sees where an order is: the studio's tabs, the customer's progress, the admins' flags. */
import { followUpDueAt } from "./followUpKinds";
import { idsOf } from "../options";
import type { OrderWork } from "./orderState";

/** The studio queue's tabs, in their order, with their labels. */
export const STUDIO_TAB_LABELS = {
  offered: "Offered",
  in_progress: "In progress",
  revisions: "Revisions",
  released: "Delivered",
} as const;
export const STUDIO_TABS = idsOf(STUDIO_TAB_LABELS);
export type StudioTab = (typeof STUDIO_TABS)[number];

/** The tab an order shows under for `artistId`, or null when it is none of theirs (never a cancelled order). */
export function studioTabOf(
  work: Pick<OrderWork, "stage" | "offeredTo" | "artistId">,
  artistId: string,
): StudioTab | null {
  if (work.stage === "offered") return work.offeredTo.includes(artistId) ? "offered" : null;
  if (work.artistId !== artistId) return null;
  switch (work.stage) {
    case "in_progress":
    case "song_check":
    case "returned":
      return "in_progress";
    case "revision":
      return "revisions";
    case "released":
      return "released";
    default:
      return null;
  }
}

/**
 * The tab an order is filed under in its artists' queues, stored on the order (`work.queueTab`) so
 * each tab is one indexed query: "offered" for every artist it is offered to, else the tab of the
 * artist who holds it; null when it is in no studio queue.
 */
export function queueTabOf(work: Pick<OrderWork, "stage" | "offeredTo" | "artistId">): StudioTab | null {
  if (work.stage === "offered") return "offered";
  return work.artistId ? studioTabOf(work, work.artistId) : null;
}

/** What the customer sees of the work: who took it (public profile) and how far it is. */
export const CUSTOMER_WORK_PROGRESS_LABELS = {
  waiting: "Waiting for an artist",
  accepted: "Accepted",
  in_progress: "In progress",
  released: "Delivered",
} as const;
export const CUSTOMER_WORK_PROGRESSES = idsOf(CUSTOMER_WORK_PROGRESS_LABELS);
export type CustomerWorkProgress = (typeof CUSTOMER_WORK_PROGRESSES)[number];

/** The customer's view of the stage (never the song check's own states); null once the order is cancelled. */
export function customerWorkProgress(work: Pick<OrderWork, "stage">): CustomerWorkProgress | null {
  switch (work.stage) {
    case "offered":
    case "awaiting_customer":
    case "unclaimed":
      return "waiting";
    case "in_progress":
      return "accepted";
    case "song_check":
    case "returned":
    case "revision":
      return "in_progress";
    case "released":
      return "released";
    case "cancelled":
      return null;
  }
}

/** Whether nobody has taken the order by the time its unclaimed alert is due (the admins' order list flags it). */
export function isUnclaimedTooLong(work: Pick<OrderWork, "stage" | "firstOfferedAt">, now: Date): boolean {
  const waiting = work.stage === "offered" || work.stage === "unclaimed" || work.stage === "awaiting_customer";
  const { firstOfferedAt } = work;
  return waiting && firstOfferedAt !== null && now >= followUpDueAt("alert_unclaimed", { firstOfferedAt });
}
