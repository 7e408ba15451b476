/**
 * What the public catalogue pages (artists, samples, reviews) say while loading and when empty
 * (spec §8), in a module of their own so those pages load these and not every message.
 */
export const CATALOGUE_MESSAGES = {
  artistsLoading: "Loading artists...",
  artistsEmpty: "No artists found. Try adjusting your filters.",
  artistsShowMore: "Show more artists",
  artistLoading: "Loading artist profile...",
  artistNotFound: "Artist not found",
  artistUnavailable: "Currently unavailable",
  artistUnavailableProfile: "Currently unavailable - check back soon!",
  samplesLoading: "Loading samples...",
  samplesEmpty: "No samples found. Try adjusting your filters.",
  reviewsLoading: "Loading reviews...",
  reviewsEmpty: "No reviews found for this filter.",
  reviewsShowMore: "Show more reviews",
  reviewsLoadingMore: "Loading more reviews...",
  reviewsMoreFailed: "More reviews could not be loaded. Please try again.",
} as const;
