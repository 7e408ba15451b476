import { artistPagePath, type Artist } from "@songs/domain";
import type { StructuredData } from "../ui/PageHead";
import { siteUrlOf } from "../ui/siteOrigin";

/**
 * schema.org MusicGroup for an artist's profile (an Organization, so it may carry a rating), with
 * their AggregateRating only once approved reviews exist.
 */
export function artistData(artist: Artist): StructuredData {
  return {
    "@type": "MusicGroup",
    name: artist.name,
    description: artist.bio,
    url: siteUrlOf(artistPagePath(artist.id)),
    ...(artist.photoUrl ? { image: siteUrlOf(artist.photoUrl) } : {}),
    genre: artist.genres,
    ...(artist.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: artist.rating,
            reviewCount: artist.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
