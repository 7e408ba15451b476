import { ADD_ON_LIST, PACKAGE_LIST } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";

/** GET /api/catalogue: packages and add-ons with prices in cents. */
export const getCatalogue = handler(emptyQuerySchema, async () => ({ packages: PACKAGE_LIST, addOns: ADD_ON_LIST }), {
  cache: "catalogue",
});
