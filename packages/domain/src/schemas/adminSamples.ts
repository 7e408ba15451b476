import { z } from "zod";
import { VALIDATION } from "../messages";
import { checkSampleFile, sampleFormSchema } from "./adminUploads";
import { songUploadResponseSchema } from "./adminOrders";
import { sampleSchema } from "./publicCatalogue";

/** The admins' sample library API (`/api/admin/samples/...`). */

/** `POST /api/admin/samples/uploads`: the audio file the admin picked, checked as the form does. */
export const sampleUploadRequestSchema = z
  .strictObject({
    fileName: z
      .string(VALIDATION.sampleFileRequired)
      .trim()
      .min(1, VALIDATION.sampleFileRequired)
      .max(255, "The file name is too long"),
    contentType: z.string().trim().max(100).default(""),
    size: z.number(VALIDATION.sampleFileRequired).int().min(0),
  })
  .superRefine((file, context) => {
    const problem = checkSampleFile({ name: file.fileName, type: file.contentType, size: file.size });
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["file"] });
  });
export type SampleUploadRequest = z.infer<typeof sampleUploadRequestSchema>;

/** Where the browser PUTs the audio (the same answer as a finished song's upload). */
export const sampleUploadResponseSchema = songUploadResponseSchema;
export type SampleUploadResponse = z.infer<typeof sampleUploadResponseSchema>;

/**
 * `POST /api/admin/samples`: the form's fields and the upload holding its audio; the server then
 * judges the stored bytes. `artistId` links the sample to an artist's profile (none by default).
 */
export const createSampleRequestSchema = z.strictObject({
  ...sampleFormSchema.shape,
  uploadId: z.string(VALIDATION.sampleFileRequired).trim().min(1, VALIDATION.sampleFileRequired).max(100),
  artistId: z.uuid("Choose a known artist").nullable().default(null),
});
export type CreateSampleRequest = z.input<typeof createSampleRequestSchema>;

/** 201 from `POST /api/admin/samples`: 'Sample uploaded successfully!' and the new sample. */
export const createSampleResponseSchema = z.object({ message: z.string(), sample: sampleSchema });
export type CreateSampleResponse = z.infer<typeof createSampleResponseSchema>;

/** `GET /api/admin/samples`: every sample, newest first, never cached. */
export const adminSampleListSchema = z.object({ samples: z.array(sampleSchema) });
export type AdminSampleList = z.infer<typeof adminSampleListSchema>;
