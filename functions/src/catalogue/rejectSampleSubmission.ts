import { rejectSampleRequestSchema, type Sample } from "@songs/domain";
import { samples } from "./samples";
import { sampleView } from "./views";
import { handler } from "../http/handler";
import { sampleParams } from "../http/routeParams";

/** POST /api/admin/sample-submissions/:sampleId/reject {reason}: stays private; the artist reads the reason in the studio. */
export const rejectSampleSubmission = handler(
  rejectSampleRequestSchema,
  async ({ db, input, params, user }): Promise<{ sample: Sample }> => {
    return {
      sample: sampleView(
        await samples(db).decide(params.sampleId, { state: "rejected", reason: input.reason }, user.uid),
      ),
    };
  },
  { auth: "admin", params: sampleParams },
);
