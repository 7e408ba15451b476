import { z } from "zod";
import { songUploadResponseSchema } from "./adminOrders";

/** The artist photo upload utility's API (`/api/admin/artist-photos/...`). */

/** Artist photos must be smaller than this. */
export const MAX_ARTIST_PHOTO_BYTES = 5 * 1024 * 1024;

export const ARTIST_PHOTO_MESSAGES = {
  invalidType: "Please choose a JPEG, PNG, WebP or AVIF image.",
  tooLarge: "The photo must be smaller than 5MB.",
  uploaded: "Uploaded",
} as const;

/** `POST /api/admin/artist-photos/:artistId/uploads`: the photo file, stored under its own name. */
export const artistPhotoUploadRequestSchema = z.strictObject({
  fileName: z
    .string("Choose a file")
    .trim()
    .min(1, "Choose a file")
    .max(200, "The file name is too long")
    .regex(/^[A-Za-z0-9_][A-Za-z0-9._-]*$/, "Use a file name of letters, digits, dots, dashes and underscores"),
  contentType: z.string().trim().max(100).default(""),
  size: z.number("Choose a file").int().min(0),
});
export type ArtistPhotoUploadRequest = z.input<typeof artistPhotoUploadRequestSchema>;

/** Where the browser PUTs the photo (the same answer as a finished song's upload). */
export const artistPhotoUploadResponseSchema = songUploadResponseSchema;

/** `POST .../uploads/:uploadId/complete` once the stored bytes proved an image: the artist's photo now. */
export const artistPhotoUploadedSchema = z.object({ message: z.string(), artistId: z.string(), photoUrl: z.string() });
export type ArtistPhotoUploaded = z.infer<typeof artistPhotoUploadedSchema>;
