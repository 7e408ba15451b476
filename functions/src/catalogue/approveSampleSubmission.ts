import type { Sample } from "@songs/domain";
import { samples } from "./samples";
import { sampleView } from "./views";
import { emptyQuerySchema, handler } from "../http/handler";
import { sampleParams } from "../http/routeParams";

/** POST /api/admin/sample-submissions/:sampleId/approve: the sample becomes public (the catalogue reads again). */
export const approveSampleSubmission = handler(
  emptyQuerySchema,
  async ({ db, catalogue, params, user }): Promise<{ sample: Sample }> => {
    const sample = await samples(db).decide(params.sampleId, { state: "approved" }, user.uid);
    catalogue.changed();
    return { sample: sampleView(sample) };
  },
  { auth: "admin", params: sampleParams },
);
