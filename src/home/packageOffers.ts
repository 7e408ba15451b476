import { PACKAGE_KEYS, PACKAGES, PRICE_CURRENCY } from "@songs/domain";
import type { StructuredData } from "../ui/PageHead";
import { SITE_NAME } from "../ui/siteMeta";
import { siteUrlOf } from "../ui/siteOrigin";

/** schema.org Products for the three packages, each with its price from the domain catalogue. */
export function packageOffers(): StructuredData[] {
  return PACKAGE_KEYS.map((key) => {
    const songPackage = PACKAGES[key];
    return {
      "@type": "Product",
      name: songPackage.name,
      description: [songPackage.length, songPackage.delivery, ...songPackage.features].join(", "),
      brand: { "@type": "Brand", name: SITE_NAME },
      offers: {
        "@type": "Offer",
        price: (songPackage.priceCents / 100).toFixed(2),
        priceCurrency: PRICE_CURRENCY,
        availability: "https://schema.org/InStock",
        url: siteUrlOf("/create"),
      },
    };
  });
}
