import type Stripe from "stripe";
import { type StripeCatalogue } from "@songs/domain";
import { CATALOGUE_ITEMS, CURRENCY } from "./catalogueItems";
import type { StoredStripeCatalogue } from "./stripeCatalogueStore";

/**
 * Makes sure Stripe holds one price (with its product) per package and add-on, found again by
 * lookup key, so running it twice creates nothing the second time. A price whose amount no
 * longer matches the catalogue is replaced: the new one takes over the lookup key.
 */
export async function ensureStripeCatalogue(stripe: Stripe): Promise<StoredStripeCatalogue> {
  const listed = await stripe.prices.list({
    lookup_keys: CATALOGUE_ITEMS.map((item) => item.lookupKey),
    active: true,
    limit: 100,
  });
  const byLookupKey = new Map(listed.data.map((price) => [price.lookup_key, price]));

  const catalogue = { packages: {}, addOns: {} } as StripeCatalogue;
  const priceCents: Record<string, number> = {};
  for (const item of CATALOGUE_ITEMS) {
    let price = byLookupKey.get(item.lookupKey);
    if (!price || price.unit_amount !== item.priceCents || price.currency !== CURRENCY) {
      price = await stripe.prices.create(
        {
          currency: CURRENCY,
          unit_amount: item.priceCents,
          lookup_key: item.lookupKey,
          transfer_lookup_key: true,
          product_data: { name: item.name },
          metadata: { group: item.group, key: item.key },
        },
        // Two admins seeding at once get the same price, not two.
        { idempotencyKey: `${item.lookupKey}-${item.priceCents}` },
      );
    }
    (catalogue[item.group] as Record<string, string>)[item.key] = price.id;
    priceCents[price.id] = item.priceCents;
  }
  return { ...catalogue, priceCents };
}
