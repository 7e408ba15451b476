import { createHash, randomBytes } from "node:crypto";
import { SONG_GIFT_CODE_BYTES } from "@songs/domain";

/** A new redeem code: SONG_GIFT_CODE_BYTES (128 bits) from the cryptographic source, URL-safe. */
export const newSongGiftCode = (): string => randomBytes(SONG_GIFT_CODE_BYTES).toString("base64url");

/** What is stored and looked up of a code: its SHA-256 (a leaked database redeems nothing). */
export const songGiftCodeHash = (code: string): string => createHash("sha256").update(code.trim()).digest("hex");

/** The redeem link the arrival email carries. */
export const songGiftRedeemUrl = (siteUrl: string, code: string): string =>
  `${siteUrl}/song-gifts/redeem?code=${encodeURIComponent(code)}`;
