import { z } from "zod";

/** What a person is told about an order (`orderStatusFor`), as every order view carries it. */
export const orderSaidSchema = z.object({
  label: z.string(),
  next: z.string(),
  actor: z.enum(["you", "customer", "artist", "admins", "nobody"]),
  when: z.object({ label: z.enum(["Expected by", "Due by", "Delivered"]), at: z.iso.datetime() }).nullable(),
  group: z.enum(["needs_you", "in_progress", "ready", "closed"]),
});
