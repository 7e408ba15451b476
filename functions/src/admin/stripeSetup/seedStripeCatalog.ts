import { failureFields, requestLog } from "../../http/requestLog";
import { MESSAGES, type StripeCatalog } from "@songs/domain";
import { HttpError } from "../../http/errors";
import { emptyQuerySchema, handler } from "../../http/handler";
import { ensureStripeCatalog, stripeCatalogStore } from "../../stripe";

/**
 * POST /api/stripe/catalog (admins): creates the Stripe products and prices that are missing and
 * stores their ids for checkout. Idempotent: a second run answers the same ids.
 */
export const seedStripeCatalog = handler(
  emptyQuerySchema,
  async ({ db, stripe }): Promise<StripeCatalog> => {
    let stored;
    try {
      stored = await ensureStripeCatalog(stripe);
    } catch (error) {
      requestLog.error("Seeding the Stripe catalogue failed", failureFields(error));
      throw new HttpError(502, "payment_provider_error", MESSAGES.seedFailed);
    }
    await stripeCatalogStore(db).save(stored);
    return { packages: stored.packages, addOns: stored.addOns };
  },
  { auth: "admin" },
);
