import { apiSend } from "../../api/client";
import { stripeCatalogueSchema, type StripeCatalogue } from "@songs/domain";

/** `POST /api/stripe/catalogue`: creates the missing Stripe products and prices, answers the catalogue. */
export function seedStripeCatalogue(): Promise<StripeCatalogue> {
  return apiSend("POST", "/api/stripe/catalogue", {}, stripeCatalogueSchema);
}
