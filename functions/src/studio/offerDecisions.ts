import type { Firestore } from "firebase-admin/firestore";
import { declineOfferSchema, type ArtistOrderView } from "@songs/domain";
import { artistIdOf } from "../http/artistAccess";
import { notFound } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { isOrderId, orderWork, sendWorkMails, type WorkOutcome } from "../orders";
import { artistOrderView } from "./artistOrderView";

function orderIdOf(params: Record<string, string | string[]>): string {
  const orderId = String(params.orderId ?? "");
  if (!isOrderId(orderId)) throw notFound("Order not found");
  return orderId;
}

/** The order after the artist's decision, as they now see it (null once it left them). */
async function answer(db: Firestore, siteUrl: string, outcome: WorkOutcome, artistId: string): Promise<{ order: ArtistOrderView | null }> {
  await sendWorkMails(db, siteUrl, outcome);
  return { order: artistOrderView(outcome.order, artistId) };
}

/**
 * POST /api/studio/orders/:orderId/accept: the artist takes the offer, exactly once among
 * concurrent accepts (409 `offer_taken` for the others); the order moves to in progress.
 */
export const acceptOffer = handler(
  emptyQuerySchema,
  async ({ db, config, params, user }) => {
    const artistId = artistIdOf(user);
    const outcome = await orderWork(db).accept(orderIdOf(params), artistId, { uid: user!.uid, email: user!.email });
    return answer(db, config.siteUrl, outcome, artistId);
  },
  { auth: "artist" },
);

/** POST /api/studio/orders/:orderId/decline {reason}: the offer moves on, or the customer is asked. */
export const declineOffer = handler(
  declineOfferSchema,
  async ({ db, config, params, input, user }) => {
    const artistId = artistIdOf(user);
    const outcome = await orderWork(db).decline(orderIdOf(params), artistId, input.reason);
    return answer(db, config.siteUrl, outcome, artistId);
  },
  { auth: "artist" },
);
