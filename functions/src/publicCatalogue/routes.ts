import type { AudienceRoutes } from "../platform/routeTable";
import { getArtistProfile } from "./getArtistProfile";
import { getCatalogue } from "./getCatalogue";
import { getPublicImage } from "./getPublicImage";
import { listArtists } from "./listArtists";
import { listReviews } from "./listReviews";
import { listSamples } from "./listSamples";

/** What visitors browse without signing in: the catalogue, artists, samples, approved reviews and public images. */
export const publicCatalogueRoutes: AudienceRoutes = {
  public: [
    { path: "/catalogue", handlers: { get: getCatalogue } },
    { path: "/artists", handlers: { get: listArtists } },
    { path: "/artists/:artistId", handlers: { get: getArtistProfile } },
    { path: "/samples", handlers: { get: listSamples } },
    // Posting a review is the reviews folder's: its table adds POST to this path.
    { path: "/reviews", handlers: { get: listReviews } },
    { path: "/images/:bucket/:digest/*path", handlers: { get: getPublicImage } },
  ],
};
