import { failureFields, requestLog } from "../http/requestLog";
import { MESSAGES, type StripeCatalogue } from "@songs/domain";
import { HttpError } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { ensureStripeCatalogue } from "./ensureStripeCatalogue";
import { stripeCatalogueStore } from "./stripeCatalogueStore";

/**
 * POST /api/stripe/catalogue (admins): creates the Stripe products and prices that are missing and
 * stores their ids for checkout. Idempotent: a second run answers the same ids.
 */
export const seedStripeCatalogue = handler(
  emptyQuerySchema,
  async ({ db, stripe }): Promise<StripeCatalogue> => {
    let stored;
    try {
      stored = await ensureStripeCatalogue(stripe);
    } catch (error) {
      requestLog.error("Seeding the Stripe catalogue failed", failureFields(error));
      throw new HttpError(502, "payment_provider_error", MESSAGES.seedFailed);
    }
    await stripeCatalogueStore(db).save(stored);
    return { packages: stored.packages, addOns: stored.addOns };
  },
  { auth: "admin" },
);
