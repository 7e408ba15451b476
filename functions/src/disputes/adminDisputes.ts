import { z } from "zod";
import {
  DISPUTE_CLOSED_TO_EVIDENCE,
  DISPUTE_EVIDENCE_SUBMITTED,
  DISPUTES_PAGE_SIZE,
  DOCUMENT_ID_PATTERN,
  disputeEvidenceSchema,
  disputesQuerySchema,
  isAwaitingEvidence,
  type DisputeDetail,
  type DisputePage,
  type DisputeStatus,
  type DisputeSubmitted,
  type DisputeView,
} from "@songs/domain";
import { HttpError, notFound } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { requestLog } from "../http/requestLog";
import { orderParams } from "../http/routeParams";
import { orderReads } from "../orders";
import { disputes, disputeView } from "./disputeRecord";
import { evidenceAtStripe, prepareEvidence } from "./prepareEvidence";
import { recordDispute } from "./recordDispute";

const disputeParams = z.object({ disputeId: z.string().regex(DOCUMENT_ID_PATTERN, "Dispute not found") });

/** A payment has at most a few disputes: the order shows them all. */
const ORDER_DISPUTES_SHOWN = 10;

/** GET /api/admin/disputes: every dispute, newest first, a page at a time (`?cursor=`). */
export const listDisputes = handler(
  disputesQuerySchema,
  async ({ db, input }): Promise<DisputePage> => {
    const page = await disputes(db).page(DISPUTES_PAGE_SIZE, input.cursor);
    return { disputes: page.disputes.map(disputeView), nextCursor: page.nextCursor };
  },
  { auth: "admin" },
);

/** GET /api/admin/orders/:orderId/disputes: the order's disputes. */
export const listOrderDisputes = handler(
  emptyQuerySchema,
  async ({ db, params }): Promise<{ disputes: DisputeView[] }> => ({
    disputes: (await disputes(db).ofOrder(params.orderId, ORDER_DISPUTES_SHOWN)).map(disputeView),
  }),
  { auth: "admin", params: orderParams },
);

/**
 * GET /api/admin/disputes/:disputeId: the dispute with its evidence: prepared from the order's
 * records while Stripe waits for it and none was staged, otherwise what Stripe holds.
 */
export const getDispute = handler(
  emptyQuerySchema,
  async ({ db, stripe, config, params }): Promise<DisputeDetail> => {
    const stored = await disputes(db).get(params.disputeId);
    if (!stored) throw notFound("Dispute not found");
    const atStripe = await stripe.disputes.retrieve(stored.id);
    const order = stored.orderId ? await orderReads(db).get(stored.orderId) : null;
    const prepare = isAwaitingEvidence(atStripe.status as DisputeStatus) && !atStripe.evidence_details.has_evidence;
    const evidence = prepare ? await prepareEvidence(db, config.siteUrl, order, atStripe) : evidenceAtStripe(atStripe);
    return { ...disputeView(stored), evidence };
  },
  { auth: "admin", params: disputeParams },
);

const stripeRefusal = (error: unknown): string | null => {
  const { statusCode, message } = (typeof error === "object" && error !== null ? error : {}) as {
    statusCode?: unknown;
    message?: unknown;
  };
  return typeof statusCode === "number" && statusCode >= 400 && statusCode < 500 && typeof message === "string"
    ? message
    : null;
};

/**
 * POST /api/admin/disputes/:disputeId/evidence: the admin's evidence submitted to Stripe
 * (`disputes.update` with `submit: true`), checked first against Stripe's limits; the dispute is
 * recorded as Stripe then has it. One Stripe no longer takes evidence for answers 409.
 */
export const submitDisputeEvidence = handler(
  disputeEvidenceSchema,
  async ({ db, stripe, input, params }): Promise<DisputeSubmitted> => {
    const stored = await disputes(db).get(params.disputeId);
    if (!stored) throw notFound("Dispute not found");
    if (!isAwaitingEvidence(stored.status)) throw new HttpError(409, "dispute_closed", DISPUTE_CLOSED_TO_EVIDENCE);
    const evidence = Object.fromEntries(Object.entries(input).filter(([, text]) => text.trim() !== ""));
    try {
      await stripe.disputes.update(stored.id, { evidence, submit: true });
    } catch (error) {
      const refusal = stripeRefusal(error);
      if (refusal === null) throw error;
      requestLog.warn("Stripe refused a dispute's evidence", { disputeId: stored.id, reason: refusal });
      throw new HttpError(409, "dispute_refused", refusal);
    }
    const now = new Date();
    await disputes(db).markSubmitted(stored.id, now);
    const recorded = await recordDispute({ db, stripe }, stored.id, now);
    return { dispute: disputeView(recorded), message: DISPUTE_EVIDENCE_SUBMITTED };
  },
  { auth: "admin", params: disputeParams },
);
