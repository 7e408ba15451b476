import { useApiQuery, type ReadStatus } from "../api/useApiQuery";
import { PUBLIC_READ_PATHS, type Sample } from "@songs/domain";
import { typedBody } from "../api/typedBody";

const sampleListResponse = typedBody<{ samples: Sample[] }>();

/** The sample library, newest first. A failed read shows as an empty list (spec §8), except offline. */
export function useSamples(): { samples: Sample[]; read: ReadStatus } {
  const { data, ...read } = useApiQuery(PUBLIC_READ_PATHS.samples, sampleListResponse);
  return { samples: data?.samples ?? [], read };
}
