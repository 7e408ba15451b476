import { sampleSchema, type PendingSample } from "@songs/domain";
import { z } from "zod";
import { apiSend } from "../../api/client";

/** Artists' samples waiting for approval (read with useApiQuery and pendingSampleListSchema). */
export const SAMPLE_SUBMISSIONS_PATH = "/api/admin/sample-submissions";

const decisionSchema = z.object({ sample: sampleSchema });

/** `POST .../approve` makes the sample public; `.../reject` keeps it private with the reason the artist reads. */
export async function decideSample(
  sample: PendingSample,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<void> {
  const path = `${SAMPLE_SUBMISSIONS_PATH}/${encodeURIComponent(sample.id)}/${decision.approve ? "approve" : "reject"}`;
  await apiSend("POST", path, decision.approve ? {} : { reason: decision.reason }, decisionSchema);
}
