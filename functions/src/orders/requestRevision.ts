import { type OrderView, revisionRequestSchema } from "@songs/domain";
import { handler } from "../http/handler";
import { orders } from "./orders";
import { loadOrderViews } from "./orderView";
import { requireDeliveredSong, requireOwnedOrder } from "./ownedOrder";
import { sendRevisionRequestedMail } from "./workMail";

/**
 * POST /api/orders/:orderId/revisions {note}: the owner of a delivered song asks for changes. The
 * request joins the order's revision history and the order shows 'Revision requested' until the
 * next version is delivered; the artist who made it is emailed and finds it in their Revisions tab.
 * Answers the updated order.
 */
export const requestRevision = handler(
  revisionRequestSchema,
  async (context): Promise<OrderView> => {
    const order = requireDeliveredSong(await requireOwnedOrder(context));
    const records = orders(context.db);
    await records.requestRevision(order.id, context.input.note);
    const updated = await records.get(order.id);
    if (updated) await sendRevisionRequestedMail(context.db, context.config.siteUrl, updated, updated.revisions.length);
    const [view] = await loadOrderViews(context, updated ? [updated] : []);
    if (!view) throw new Error(`Order ${order.id} disappeared while requesting a revision`);
    return view;
  },
  { auth: "customer" },
);
