import { useApiQuery } from "../api/useApiQuery";
import { PUBLIC_READ_PATHS, type Sample } from "@songs/domain";
import { typedBody } from "../api/typedBody";

const sampleListResponse = typedBody<{ samples: Sample[] }>();

/** The sample library, newest first. A failed read shows as an empty list (spec §8). */
export function useSamples(): { samples: Sample[]; isLoading: boolean } {
  const { data, isLoading } = useApiQuery(PUBLIC_READ_PATHS.samples, sampleListResponse);
  return { samples: data?.samples ?? [], isLoading };
}
