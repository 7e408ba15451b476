import type { z } from "zod";
import { fieldErrors } from "./schemas/fieldErrors";
import {
  genreStepSchema,
  occasionStepSchema,
  orderDetailsSchema,
  packageStepSchema,
  storyStepSchema,
  type OrderDetails,
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
  { ok: true; order: OrderDetails } | { ok: false; message: string; fields: Record<string, string> };

/** The draft as the final order the checkout accepts, or the first validation message. */
export function draftToOrder(draft: OrderDraft): DraftCheck {
  const result = orderDetailsSchema.safeParse({
    occasion: draft.occasion,
    genre: draft.genre,
    ...(draft.artistId ? { artistId: draft.artistId } : {}),
    recipientName: draft.recipientName,
    story: draft.story,
    keyMoments: draft.keyMoments,
    package: draft.package,
    addOns: draft.addOns,
    ...(draft.gift ? { gift: draft.gift } : {}),
  });
  if (result.success) return { ok: true, order: result.data };
  const fields = fieldErrors(result.error);
  return { ok: false, message: result.error.issues[0]?.message ?? "", fields };
}
