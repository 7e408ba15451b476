import { MESSAGES, createSampleRequestSchema, type CreateSampleResponse } from "@songs/domain";
import { artists, samples, sampleView, type SampleRecord } from "../../catalog";
import { badRequest, notFound, unauthorized } from "../../http/errors";
import { handler } from "../../http/handler";
import { completeUpload, pendingUploads, settleUpload, uploadRejected } from "../../uploads";
import { SAMPLE_UPLOAD_POLICY } from "./sampleUploadPolicy";

const UNKNOWN_ARTIST = "Choose a known artist";

/**
 * POST /api/admin/samples {uploadId, title, genre, mood, occasion, story?, artistId?}: judges the
 * audio stored for the upload. Real audio becomes `samples/{id}` in the public library (201,
 * 'Sample uploaded successfully!'); anything else is deleted, listed under Rejected Files, and
 * answered 422 `upload_rejected` ('Failed to upload sample', the reason in `fields.file`).
 */
export const createSample = handler(
  createSampleRequestSchema,
  async ({ db, blobs, catalogue, input, user, res }): Promise<CreateSampleResponse> => {
    if (!user) throw unauthorized();
    if (input.artistId !== null && !(await artists(db).get(input.artistId))) {
      throw badRequest(UNKNOWN_ARTIST, { artistId: UNKNOWN_ARTIST });
    }
    const upload = await pendingUploads(db).get(input.uploadId);
    if (!upload || upload.purpose !== SAMPLE_UPLOAD_POLICY.purpose) throw notFound("Upload not found");

    const outcome = await completeUpload({ db, blobs }, SAMPLE_UPLOAD_POLICY, upload.id, upload.subjectId);
    if (!outcome.accepted) throw uploadRejected(MESSAGES.sampleUploadFailed, outcome.errors);

    let sample: SampleRecord;
    try {
      sample = await samples(db).create({
        id: upload.subjectId,
        artistId: input.artistId,
        title: input.title,
        audioPath: upload.path,
        occasion: input.occasion,
        genre: input.genre,
        mood: input.mood,
        ...(input.story ? { story: input.story } : {}),
      });
    } catch (error) {
      await settleUpload({ db, blobs }, outcome.upload, false);
      throw error;
    }
    catalogue.changed();
    await settleUpload({ db, blobs }, outcome.upload, true);
    res.status(201);
    return { message: MESSAGES.sampleUploaded, sample: sampleView(sample) };
  },
  { auth: "admin" },
);
