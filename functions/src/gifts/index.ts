/**
 * The gifts capability's public entry: the one owner of `gifts/*`, an order's delivery to its
 * recipient on a chosen day ("Send it to them"), its page and the recipient's thank-you. It
 * follows the order's life through its follow-ups (the moment comes; the song is released).
 */
export { gifts, newGift, type GiftDependencies } from "./gifts";
export { giftFollowUpHandlers } from "./giftFollowUpHandlers";
export { giftRecord, type GiftRecord } from "./giftRecord";
export { giftErasure } from "./giftErasure";
export { giftPushes } from "./giftPushes";
