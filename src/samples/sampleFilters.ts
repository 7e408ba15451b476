import { SAMPLE_LIBRARY_GENRES, distinctSorted, type Sample } from "@songs/domain";

export interface SampleFilters {
  occasion: string;
  genre: string;
  mood: string;
}

export const NO_FILTERS: SampleFilters = { occasion: "", genre: "", mood: "" };

/** Filter options: occasions and moods present in the data (A-Z); genres = the fixed list plus any others found. */
export function sampleFilterOptions(samples: readonly Sample[]) {
  const fixed = new Set<string>(SAMPLE_LIBRARY_GENRES);
  const extraGenres = distinctSorted(samples.map((s) => s.genre)).filter((genre) => !fixed.has(genre));
  return {
    occasions: distinctSorted(samples.map((s) => s.occasion)),
    genres: [...SAMPLE_LIBRARY_GENRES, ...extraGenres],
    moods: distinctSorted(samples.map((s) => s.mood)),
  };
}

export function filterSamples(samples: readonly Sample[], filters: SampleFilters): Sample[] {
  return samples.filter(
    (s) =>
      (!filters.occasion || s.occasion === filters.occasion) &&
      (!filters.genre || s.genre === filters.genre) &&
      (!filters.mood || s.mood === filters.mood),
  );
}
