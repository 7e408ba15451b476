import type { FollowUpHandlers } from "../followUps";
import type { Capability } from "../platform/capability";
import { anonymised, byUid, keep, nobody, notCopied, onAccount } from "../platform/dataMap";
import { songGiftRoutes } from "./routes";
import { songGifts, type SongGiftDependencies } from "./songGifts";

/**
 * The song gifts capability's public entry: the one owner of `songGifts/*` (a song paid for by a
 * giver that its recipient orders with their own story; distinct from `gifts`, a finished song
 * delivered on a chosen day) and of their running totals. The payments capability hands it the
 * purchases' sessions and the redemptions' paid differences.
 */
export {
  isHeldBySongGift,
  isSongGiftPayment,
  songGifts,
  songGiftsPayingOrders,
  type SongGiftDependencies,
  type SongGiftPayment,
} from "./songGifts";
export { fulfilSongGiftPurchase } from "./songGiftPayments";

function songGiftFollowUpHandlers(deps: SongGiftDependencies): Pick<FollowUpHandlers, "send_song_gift"> {
  return { send_song_gift: (record) => songGifts(deps).sendDue(record) };
}

/** The song gifts capability, as `functions/src/capabilities.ts` lists it. */
export const songGiftsCapability = {
  name: "songGifts",
  routes: songGiftRoutes,
  followUps: songGiftFollowUpHandlers,
  collections: [
    {
      path: "songGifts",
      holds:
        "a song gift: its giver, recipient, message and arrival, what it covers and paid, and whether it was redeemed",
      person: byUid("giverUid"),
      retention: "while it can be redeemed or is owed (five years at least), and as money records after",
      erasure: anonymised(
        "what was paid, covered, redeemed or refunded (money owed or earned), and the recipient's address while it can be redeemed",
        onAccount(({ db, uid }) => songGifts({ db, siteUrl: "" }).forgetGiver(uid)),
      ),
      copy: notCopied("the giver's receipts are Stripe's; a song gift's redeemed order is in its recipient's copy"),
    },
    {
      path: "songGiftTotals",
      holds: "the running totals of song gifts sold, redeemed and refunded (counts and cents)",
      person: nobody,
      retention: "kept (the business's books)",
      erasure: keep("totals name nobody"),
      copy: notCopied("totals name nobody"),
    },
  ],
} satisfies Capability;
