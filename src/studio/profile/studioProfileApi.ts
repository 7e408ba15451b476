import { studioProfileSchema, type ArtistProfileUpdate, type StudioProfile } from "@songs/domain";
import { apiSend } from "../../api/client";

/** The signed-in artist's profile (read with useApiQuery and studioProfileSchema). */
export const STUDIO_PROFILE_PATH = "/api/studio/profile";

/** `PUT /api/studio/profile`: saves the edits; a 400 carries each field's message. */
export function saveStudioProfile(edits: ArtistProfileUpdate): Promise<StudioProfile> {
  return apiSend("PUT", STUDIO_PROFILE_PATH, edits, studioProfileSchema);
}
