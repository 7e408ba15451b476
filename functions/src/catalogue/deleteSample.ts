import { samples } from "./samples";
import { SAMPLES_BUCKET } from "./sampleUploadPolicy";
import { notFound } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { sampleParams } from "../http/routeParams";

/**
 * DELETE /api/admin/samples/:sampleId: removes the sample from the library and deletes its audio
 * (204; 404 for an unknown sample). The document goes first, so the library never lists a sample
 * whose audio is gone.
 */
export const deleteSample = handler(
  emptyQuerySchema,
  async ({ db, blobs, catalogue, params }): Promise<undefined> => {
    const repository = samples(db);
    const sample = await repository.get(params.sampleId);
    if (!sample) throw notFound("Sample not found");
    await repository.delete(sample.id);
    catalogue.changed();
    if (sample.audioPath) await blobs.delete(SAMPLES_BUCKET, sample.audioPath);
    return undefined;
  },
  { auth: "admin", params: sampleParams },
);
