import { z } from "zod";
import {
  DOCUMENT_ID_PATTERN,
  SONG_GIFT_CHANGES_PER_HOUR,
  SONG_GIFT_MESSAGES,
  songGiftRecipientSchema,
} from "@songs/domain";
import { handler } from "../http/handler";
import { enforceRateLimit, perHour } from "../http/rateLimits";
import { songGiftView } from "./songGiftRecord";
import { songGifts } from "./songGifts";

/** The song gifts a giver sees at once (their newest). */
const GIVER_PAGE = 50;

export const songGiftParams = z.object({
  giftId: z.string().regex(DOCUMENT_ID_PATTERN, SONG_GIFT_MESSAGES.giftNotFound),
});

/** Resends and address changes of one gift: each emails the recipient. */
const SONG_GIFT_CHANGES = perHour("song-gift-changes", SONG_GIFT_CHANGES_PER_HOUR);

/** GET /api/song-gifts (signed in): the caller's song gifts, whether each was opened and redeemed. */
export const listSongGifts = handler(
  z.strictObject({}),
  async ({ user, db, config }) => ({
    songGifts: (await songGifts({ db, siteUrl: config.siteUrl }).listOf(user.uid, GIVER_PAGE)).map(songGiftView),
  }),
  { auth: "customer" },
);

/** POST /api/song-gifts/:giftId/resend (the giver): the email again, with a new code. */
export const resendSongGift = handler(
  z.strictObject({}),
  async ({ user, db, config, params }) => {
    await enforceRateLimit(db, SONG_GIFT_CHANGES, { gift: params.giftId }, SONG_GIFT_MESSAGES.tooManyChanges);
    const gift = await songGifts({ db, siteUrl: config.siteUrl }).resend(params.giftId, user.uid);
    return { songGift: songGiftView(gift) };
  },
  { auth: "customer", params: songGiftParams },
);

/** PUT /api/song-gifts/:giftId/recipient {recipientEmail} (the giver): a new address before it is redeemed. */
export const changeSongGiftRecipient = handler(
  songGiftRecipientSchema,
  async ({ input, user, db, config, params }) => {
    await enforceRateLimit(db, SONG_GIFT_CHANGES, { gift: params.giftId }, SONG_GIFT_MESSAGES.tooManyChanges);
    const gift = await songGifts({ db, siteUrl: config.siteUrl }).changeRecipient(
      params.giftId,
      user.uid,
      input.recipientEmail,
    );
    return { songGift: songGiftView(gift) };
  },
  { auth: "customer", params: songGiftParams },
);
