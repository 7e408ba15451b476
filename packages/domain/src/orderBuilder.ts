import type { z } from "zod";
import { checkoutRequestSchema, type CheckoutRequest } from "./schemas/checkout";
import { isAddOnKey, isPackageKey } from "./catalogue";
import { postalAddressRequestSchema } from "./schemas/deliverables";
import { fieldErrors } from "./schemas/fieldErrors";
import { SONG_GIFT_MESSAGES, songGiftCollectsAddress } from "./songGifts/songGifts";
import type { PostalAddress } from "./lifecycle/fulfilment";
import {
  genreStepSchema,
  occasionStepSchema,
  packageStepSchema,
  storyStepSchema,
  type OrderDraft,
} from "./schemas/order";

/** The six steps of the order builder (spec §2), numbered from 1. */
export const BUILDER_STEPS = ["Occasion", "Style", "Artist", "Story", "Package", "Review"] as const;
export const FIRST_STEP = 1;
export const ARTIST_STEP = 3;
export const STORY_STEP = 4;
export const REVIEW_STEP = BUILDER_STEPS.length;

const STEP_SCHEMAS: Readonly<Record<number, z.ZodType | null>> = {
  1: occasionStepSchema,
  2: genreStepSchema,
  3: null,
  4: storyStepSchema,
  5: packageStepSchema,
  6: null,
};

export interface StepCheck {
  isValid: boolean;
  fields: Record<string, string>;
}

/** Whether the draft satisfies one step's rule (spec §5); steps 3 and 6 are always valid. */
export function checkStep(step: number, draft: OrderDraft): StepCheck {
  const schema = STEP_SCHEMAS[step];
  if (!schema) return { isValid: true, fields: {} };
  const result = schema.safeParse(draft);
  return result.success ? { isValid: true, fields: {} } : { isValid: false, fields: fieldErrors(result.error) };
}

/** Skipping the optional artist step clears the choice and jumps to the story step. */
export function skipArtist(draft: OrderDraft): { draft: OrderDraft; step: number } {
  return { draft: { ...draft, artistId: null }, step: STORY_STEP };
}

export type DraftCheck =
  { ok: true; order: CheckoutRequest } | { ok: false; message: string; fields: Record<string, string> };

/** The draft as the final order the checkout accepts (with its promotion code), or the first validation message. */
export function draftToOrder(draft: OrderDraft): DraftCheck {
  const result = checkoutRequestSchema.safeParse({
    occasion: draft.occasion,
    genre: draft.genre,
    ...(draft.artistId ? { artistId: draft.artistId } : {}),
    recipientName: draft.recipientName,
    story: draft.story,
    keyMoments: draft.keyMoments,
    package: draft.package,
    addOns: draft.addOns,
    ...(draft.gift ? { gift: draft.gift } : {}),
    ...(draft.promotionCode ? { promotionCode: draft.promotionCode } : {}),
  });
  if (result.success) return { ok: true, order: result.data };
  const fields = fieldErrors(result.error);
  return { ok: false, message: result.error.issues[0]?.message ?? "", fields };
}

/** Whether the review step asks where to post the order: a song gift pays it all and it holds a CD or a print. */
export function draftCollectsAddress(draft: OrderDraft): boolean {
  const covers = draft.songGiftCode ? draft.songGiftCovers : null;
  if (!covers || !isPackageKey(draft.package)) return false;
  return songGiftCollectsAddress(covers, { package: draft.package, addOns: draft.addOns.filter(isAddOnKey) });
}

export type DraftAddressCheck =
  { ok: true; address: PostalAddress | null } | { ok: false; message: string; fields: Record<string, string> };

/**
 * The postal address the redemption sends (null when the builder does not ask for one), checked
 * with the schema a customer's address correction is; its messages under `shippingAddress.<line>`.
 */
export function draftShippingAddress(draft: OrderDraft): DraftAddressCheck {
  if (!draftCollectsAddress(draft)) return { ok: true, address: null };
  if (!draft.shippingAddress) {
    const message = SONG_GIFT_MESSAGES.addressRequired;
    return { ok: false, message, fields: { "shippingAddress.line1": message } };
  }
  const result = postalAddressRequestSchema.safeParse(draft.shippingAddress);
  if (result.success) return { ok: true, address: result.data };
  const fields = Object.fromEntries(
    Object.entries(fieldErrors(result.error)).map(([field, message]) => [`shippingAddress.${field}`, message]),
  );
  return { ok: false, message: result.error.issues[0]?.message ?? "", fields };
}
