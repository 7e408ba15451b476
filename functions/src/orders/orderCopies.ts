import type { CopyContext, OrderPage } from "../platform/dataMap";
import { orderBrief, orderRecord } from "./orderRecord";
import { ORDER_SONGS_BUCKET } from "./songFiles";

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/**
 * Each order of a page as its customer's copy of their data holds it, by order id: what they told
 * us, what they paid and received (links to the song and the instrumental), the revisions they asked for.
 */
export async function orderCopies(account: CopyContext, page: OrderPage): Promise<Map<string, unknown>> {
  const copies = await Promise.all(
    page.snapshots.map(async (snapshot) => {
      const order = orderRecord.read(snapshot);
      return [
        order.id,
        {
          id: order.id,
          createdAt: iso(order.createdAt),
          status: order.status,
          ...orderBrief(order),
          artistName: order.artistName,
          totalCents: order.totalCents,
          refundedCents: order.refundedCents,
          shippingAddress: order.shippingAddress,
          revisionRequests: order.revisions.map((revision) => ({
            note: revision.note,
            requestedAt: iso(revision.requestedAt),
          })),
          deliverables: {
            song: order.songPath ? await account.link(ORDER_SONGS_BUCKET, order.songPath) : null,
            instrumental: order.instrumental ? await account.link(ORDER_SONGS_BUCKET, order.instrumental.path) : null,
            lyrics: order.lyrics,
            shipments: order.shipments,
          },
          filesDeleted: snapshot.get("filesDeletedAt") ? true : false,
        },
      ] as const;
    }),
  );
  return new Map(copies);
}
