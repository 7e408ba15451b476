import { artistProfileUpdateSchema, type StudioProfile } from "@songs/domain";
import { handler } from "../http/handler";
import { artists } from "./artists";
import { requireProfile, studioProfileView } from "./studioProfile";

/**
 * PUT /api/studio/profile: the signed-in artist saves their bio, genres, specialties and
 * availability. The public catalogue on this instance reads again at once (other instances within
 * their cache's age); an unavailable artist is marked so in the builder and offered no new orders.
 */
export const updateStudioProfile = handler(
  artistProfileUpdateSchema,
  async ({ db, user, input, catalogue }): Promise<StudioProfile> => {
    const saved = requireProfile(await artists(db).applyArtistEdits(user.artistId, input));
    catalogue.changed();
    return studioProfileView(saved);
  },
  { auth: "artist" },
);
