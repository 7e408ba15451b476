import type { SongGiftCover } from "../songGifts/songGifts";
import type { PostalAddressFieldValues } from "./deliverables";
import { giftDeliveryRequestSchema, type GiftDeliveryRequest } from "./gifts";
import { z } from "zod";
import { ADD_ON_KEYS, PACKAGE_KEYS } from "../catalogue";
import {
  MAX_GENRE_LENGTH,
  MAX_KEY_MOMENTS_LENGTH,
  MAX_OCCASION_LENGTH,
  MAX_RECIPIENT_NAME_LENGTH,
  MAX_STORY_LENGTH,
} from "../limits";
import { VALIDATION } from "../messages";
import { CHECKOUT_GENRE_IDS, OCCASION_IDS } from "../options";
import { oneOf, optionalText, requiredLine, requiredText } from "./text";

/** Step rules of the order builder (spec §5 "Order builder"). Steps 3 and 6 are always valid. */
export const occasionStepSchema = z.object({
  occasion: requiredLine(MAX_OCCASION_LENGTH, VALIDATION.occasionRequired, VALIDATION.occasionRequired),
});
export const genreStepSchema = z.object({
  genre: requiredLine(MAX_GENRE_LENGTH, VALIDATION.genreRequired, VALIDATION.genreRequired),
});
export const storyStepSchema = z.object({
  recipientName: requiredLine(
    MAX_RECIPIENT_NAME_LENGTH,
    VALIDATION.recipientNameRequired,
    VALIDATION.recipientNameTooLong,
  ),
  story: requiredText(MAX_STORY_LENGTH, VALIDATION.storyRequired, VALIDATION.storyTooLong),
  keyMoments: optionalText(MAX_KEY_MOMENTS_LENGTH, VALIDATION.keyMomentsTooLong),
});
export const packageStepSchema = z.object({
  package: oneOf(PACKAGE_KEYS, VALIDATION.packageRequired),
});

/** The whole order the customer pays for: the final order schema of spec §5. */
export const orderDetailsSchema = z.strictObject({
  occasion: oneOf(OCCASION_IDS, VALIDATION.occasionRequired),
  genre: oneOf(CHECKOUT_GENRE_IDS, VALIDATION.genreRequired),
  artistId: z.uuid(VALIDATION.invalidArtist).optional(),
  recipientName: storyStepSchema.shape.recipientName,
  story: storyStepSchema.shape.story,
  keyMoments: storyStepSchema.shape.keyMoments,
  package: packageStepSchema.shape.package,
  addOns: z.array(z.enum(ADD_ON_KEYS, VALIDATION.invalidAddOn)).default([]),
  /** "Send it to them": the gift delivery chosen in the builder, stored with the order. */
  gift: giftDeliveryRequestSchema.optional(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/** The builder's draft as saved on the device: every field may still be missing. */
export interface OrderDraft {
  occasion: string;
  genre: string;
  artistId: string | null;
  recipientName: string;
  story: string;
  keyMoments: string;
  package: string;
  addOns: string[];
  /** The gift delivery chosen in the builder, or null. */
  gift?: GiftDeliveryRequest | null;
  /** The promotion code added at the review step (checked by the server), or null. */
  promotionCode?: string | null;
  /** The song gift's code this order redeems (its recipient's own order), or null. */
  songGiftCode?: string | null;
  /** What that song gift covers (as its redeem page showed it), to know what is left to pay. */
  songGiftCovers?: SongGiftCover | null;
  /** Where the order's CD or print is posted, when the song gift pays it all (no Checkout asks). */
  shippingAddress?: PostalAddressFieldValues | null;
}

export const EMPTY_ORDER_DRAFT: OrderDraft = {
  occasion: "",
  genre: "",
  artistId: null,
  recipientName: "",
  story: "",
  keyMoments: "",
  package: "",
  addOns: [],
  gift: null,
};
