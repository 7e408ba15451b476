import type { StudioSample } from "@songs/domain";
import type { SampleRecord } from "./samples";
import { sampleView } from "./views";

/** A sample as the artist who submitted it sees it: with its state and a rejection's reason. */
export const studioSampleView = (sample: SampleRecord): StudioSample => ({
  ...sampleView(sample),
  state: sample.state,
  rejectionReason: sample.rejectionReason,
});
