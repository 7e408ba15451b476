/**
 * The gift's time-driven work, run by the follow-up machinery of the order's life: one follow-up
 * per scheduled moment, so a changed time writes a new one and the old one, when it comes, finds
 * the gift no longer due then and does nothing.
 */
export type GiftFollowUpWork = { kind: "send_gift"; sendAt: Date };

/** `{order}-gift-{send time in ms}`: one per order and moment. */
export function giftFollowUpId(orderId: string, work: GiftFollowUpWork): string {
  return `${orderId}-gift-${work.sendAt.getTime()}`;
}
