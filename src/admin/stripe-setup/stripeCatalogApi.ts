import { apiSend } from "../../api/client";
import { stripeCatalogSchema, type StripeCatalog } from "@songs/domain";

/** `POST /api/stripe/catalog`: creates the missing Stripe products and prices, answers the catalogue. */
export function seedStripeCatalog(): Promise<StripeCatalog> {
  return apiSend("POST", "/api/stripe/catalog", {}, stripeCatalogSchema);
}
