import { songGiftLookupSchema, type PackageKey, type AddOnKey, type SongGiftState } from "@songs/domain";
import { handler } from "../http/handler";
import { songGiftOfCode } from "./redeemSongGift";
import { songGifts } from "./songGifts";

/** What the recipient sees of their gift on the redeem page (never the giver's account or address). */
export interface OpenedSongGift {
  senderName: string;
  recipientName: string;
  message: string;
  package: PackageKey;
  addOns: AddOnKey[];
  state: SongGiftState;
  validUntil: string | null;
}

/**
 * POST /api/song-gifts/open {code} (anyone; a POST because the first opening is recorded for the
 * giver): what the code's gift covers, for the builder to apply. Counted like a redemption
 * attempt (per address, and per account when signed in); a wrong code is a security event.
 */
export const openSongGift = handler(
  songGiftLookupSchema,
  async ({ input, user, db, config, req }): Promise<{ songGift: OpenedSongGift }> => {
    const gift = await songGiftOfCode({ db, config, req, uid: user?.uid ?? null }, input.code);
    if (!gift.openedAt) await songGifts({ db, siteUrl: config.siteUrl }).markOpened(gift.id);
    return {
      songGift: {
        senderName: gift.senderName,
        recipientName: gift.recipientName,
        message: gift.message,
        package: gift.package,
        addOns: gift.addOns,
        state: gift.state,
        validUntil: gift.validUntil?.toISOString() ?? null,
      },
    };
  },
  { auth: "optional" },
);
