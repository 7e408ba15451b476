import {
  cancelFollowUpSchema,
  followUpLabel,
  MONEY_FOLLOW_UP_NOT_CANCELLABLE,
  movesMoney,
  type FollowUpOperation,
} from "@songs/domain";
import { followUps, isReadable } from "../followUps";
import { handler } from "../http/handler";
import { HttpError, notFound } from "../http/errors";
import { lifecycleOf } from "../orders";
import { followUpOperation } from "./operationsLists";
import { followUpParams } from "./operationsParams";
import { followUpDone } from "./retryFollowUp";

/**
 * POST /api/admin/operations/follow-ups/:followUpId/cancel {reason}: the follow-up will not run. The
 * order's one writer runs `cancel_follow_up`, which writes the order's history entry (which follow-up,
 * who, why) and marks the follow-up done in the same transaction, pending or failed; once it is
 * done (carried out, or cancelled before) the answer is 409 with the reason. A follow-up that moves
 * money (a refund, a transfer, a reversal) is never cancelled: 409 `money_follow_up`, nothing written.
 */
export const cancelFollowUp = handler(
  cancelFollowUpSchema,
  async (context): Promise<{ followUp: FollowUpOperation }> => {
    const { db, params, input, user } = context;
    const store = followUps(db);
    const stored = await store.get(params.followUpId);
    if (!stored) throw notFound("Follow-up not found");
    if (stored.state === "done") throw followUpDone();
    const kind = isReadable(stored) ? stored.action.kind : stored.problem.kind;
    if (movesMoney(kind)) throw new HttpError(409, "money_follow_up", MONEY_FOLLOW_UP_NOT_CANCELLABLE);
    const label = followUpLabel(kind);
    const result = await lifecycleOf(context).run(
      stored.orderId,
      { type: "cancel_follow_up", followUp: label, reason: input.reason, actor: user },
      { followUpId: stored.id, followUpStates: ["pending", "failed"] },
    );
    // Done in between (carried out by the sweep, or cancelled by another admin): nothing was written.
    if (result.outcome === "unchanged") throw followUpDone();
    const listing = await store.listing(stored.id);
    if (!listing) throw notFound("Follow-up not found");
    return { followUp: followUpOperation(listing) };
  },
  { auth: "admin", params: followUpParams },
);
