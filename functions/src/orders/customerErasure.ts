import { FieldValue, type DocumentSnapshot } from "firebase-admin/firestore";
import { orderSearchFields } from "@songs/domain";
import type { OrderRecord } from "./orderRecord";

/**
 * What an account's deletion changes on its orders (written by the lifecycle writer,
 * `eraseCustomerFields` and `forgetOrderFiles` in orderLifecycle.ts). The orders are kept for
 * accounting (what was paid, refunded, transferred to the artist) with every personal field
 * removed: who it was for, the story and key moments, the customer's email and address, the
 * revision notes, the search terms derived from them, the listening link, what was new for them.
 */

/** Orders one page of a customer's erasure or export reads. */
export const CUSTOMER_ORDERS_SWEEP_PAGE = 100;

/** Every file path an order's record names (the song, the instrumental, each handed-in version), once each. */
function filePathsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const entry of value) filePathsIn(entry, found);
  } else if (typeof value === "object" && value !== null && !(value instanceof Date)) {
    const data = value as Record<string, unknown>;
    if (typeof data.path === "string" && typeof data.contentType === "string") found.add(data.path);
    for (const field of Object.values(data)) filePathsIn(field, found);
  }
  return found;
}

/** The order's files in the songs bucket (`songPath` and every `{ path, contentType }` it holds). */
export function orderFilePaths(snapshot: DocumentSnapshot): string[] {
  const data = snapshot.data() ?? {};
  const paths = filePathsIn(data);
  if (typeof data.songPath === "string") paths.add(data.songPath);
  return [...paths];
}

/** The order's fields once its customer deleted their account. */
export function anonymisedFields(order: OrderRecord): Record<string, unknown> {
  return {
    customerDeleted: true,
    customerEmail: null,
    recipientName: "",
    story: "",
    keyMoments: "",
    shippingAddress: null,
    // Dates as they are: Firestore stores them as Timestamps, as the lifecycle writes them.
    revisions: order.revisions.map((revision) => ({ ...revision, note: "" })),
    share: null,
    // What was new for the customer names the gift's recipient.
    news: FieldValue.delete(),
    ...orderSearchFields({ id: order.id, customerEmail: null, recipientName: "" }),
    updatedAt: FieldValue.serverTimestamp(),
  };
}
