import { useApiQuery } from "../api/useApiQuery";
import { sampleListResponseSchema, type Sample } from "../domain/schemas/publicCatalog";

/** The sample library, newest first. A failed read shows as an empty list (spec §8). */
export function useSamples(): { samples: Sample[]; isLoading: boolean } {
  const { data, isLoading } = useApiQuery("/api/samples", sampleListResponseSchema);
  return { samples: data?.samples ?? [], isLoading };
}
