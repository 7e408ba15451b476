import {
  FOLLOW_UP_DONE,
  FOLLOW_UP_RETRY_MESSAGES,
  retryFollowUpSchema,
  type FollowUpRetryOutcome,
  type FollowUpRetryResponse,
} from "@songs/domain";
import { requestLog } from "../http/requestLog";
import { followUps, isReadable } from "../followUps";
import { handler } from "../http/handler";
import { HttpError, notFound } from "../http/errors";
import { orderReads } from "../orders";
import { followUpOperation } from "./operationsLists";
import { followUpParams } from "./operationsParams";

export const followUpDone = () => new HttpError(409, "follow_up_done", FOLLOW_UP_DONE);

/**
 * POST /api/admin/operations/follow-ups/:followUpId/retry: "Retry now". A follow-up not done yet is
 * pending again (a failed one with a fresh budget of attempts) and carried out at once through its
 * kind's handler, which re-checks everything in its own transaction: concurrent or repeated retries
 * carry out its action once (a refund's Stripe call has an idempotency key). When its order was cancelled in
 * between, only a cancellation's refund is left to do: any other follow-up is closed without running.
 * A follow-up done already answers 409 with the reason.
 */
export const retryFollowUp = handler(
  retryFollowUpSchema,
  async ({ db, carryOutFollowUp, params }): Promise<FollowUpRetryResponse> => {
    const store = followUps(db);
    const id = params.followUpId;
    const stored = await store.get(id);
    if (!stored) throw notFound("Follow-up not found");
    if (stored.state === "done") throw followUpDone();
    const answer = async (outcome: FollowUpRetryOutcome): Promise<FollowUpRetryResponse> => {
      const listing = await store.listing(id);
      if (!listing) throw notFound("Follow-up not found");
      return { outcome, message: FOLLOW_UP_RETRY_MESSAGES[outcome], followUp: followUpOperation(listing) };
    };
    if (!isReadable(stored) || stored.action.kind !== "refund") {
      const order = await orderReads(db).get(stored.orderId);
      if (order?.status === "cancelled") {
        await store.close(id, "order cancelled: nothing left to do");
        return answer("nothing_to_do");
      }
    }
    const before = await store.retryNow(id);
    if (before === null) throw notFound("Follow-up not found");
    if (before === "done") throw followUpDone();
    try {
      await carryOutFollowUp(id);
    } catch (error) {
      requestLog.error("An admin's retry of a follow-up failed; the sweep tries again", {
        followUpId: id,
        error: String(error),
      });
      await store.countFailure(id, String(error), false);
    }
    const after = await store.listing(id);
    return answer(after?.state === "done" ? "done" : "still_failing");
  },
  { auth: "admin", params: followUpParams },
);
