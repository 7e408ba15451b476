import type { AudienceRoutes } from "../platform/routeTable";
import { getSongGiftTotals, refundSongGift } from "./adminSongGifts";
import { buySongGift } from "./buySongGift";
import { confirmSongGiftPurchase } from "./confirmSongGiftPurchase";
import { changeSongGiftRecipient, listSongGifts, resendSongGift } from "./giverSongGifts";
import { openSongGift } from "./openSongGift";
import { redeemSongGift } from "./redeemSongGift";

/** Song gifts: bought by a giver, opened and redeemed by the recipient, refunded by an admin. */
export const songGiftRoutes: AudienceRoutes = {
  public: [{ path: "/song-gifts/open", handlers: { post: openSongGift } }],
  customer: [
    { path: "/song-gifts", handlers: { get: listSongGifts, post: buySongGift } },
    { path: "/song-gifts/paid", handlers: { post: confirmSongGiftPurchase } },
    { path: "/song-gifts/redeem", handlers: { post: redeemSongGift } },
    { path: "/song-gifts/:giftId/resend", handlers: { post: resendSongGift } },
    { path: "/song-gifts/:giftId/recipient", handlers: { put: changeSongGiftRecipient } },
  ],
  admin: [
    { path: "/admin/song-gifts/totals", handlers: { get: getSongGiftTotals } },
    { path: "/admin/song-gifts/:giftId/refund", handlers: { post: refundSongGift } },
  ],
};
