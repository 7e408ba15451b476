import { rejectSampleRequestSchema, type PendingSample, type Sample } from "@songs/domain";
import { artists, samples, sampleView } from "../../catalogue";
import { emptyQuerySchema, handler } from "../../http/handler";
import { sampleParams } from "../../http/routeParams";

/** GET /api/admin/sample-submissions: artists' samples waiting for approval, oldest first, with the artist's name. */
export const listSampleSubmissions = handler(
  emptyQuerySchema,
  async ({ db }): Promise<{ samples: PendingSample[] }> => {
    const pending = await samples(db).listPending();
    const names = await artists(db).namesOf(pending.flatMap((sample) => (sample.artistId ? [sample.artistId] : [])));
    return { samples: pending.map((sample) => ({ ...sampleView(sample), artistName: (sample.artistId && names.get(sample.artistId)) || null })) };
  },
  { auth: "admin" },
);

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

/** POST /api/admin/sample-submissions/:sampleId/reject {reason}: stays private; the artist reads the reason in the studio. */
export const rejectSampleSubmission = handler(
  rejectSampleRequestSchema,
  async ({ db, input, params, user }): Promise<{ sample: Sample }> => {
    return { sample: sampleView(await samples(db).decide(params.sampleId, { state: "rejected", reason: input.reason }, user.uid)) };
  },
  { auth: "admin", params: sampleParams },
);
