import { z } from "zod";

/**
 * The customer's story and choices as a paid order holds them: the stored order, the customer's and
 * the artist's views all carry these fields (what checkout accepts is `orderRequestSchema`).
 */
export const orderStoryFields = {
  occasion: z.string(),
  genre: z.string(),
  recipientName: z.string(),
  story: z.string(),
  keyMoments: z.string(),
  package: z.string(),
  addOns: z.array(z.string()),
};
