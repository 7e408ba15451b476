import type { StudioProfile } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { artists } from "./artists";
import { requireProfile, studioProfileView } from "./studioProfile";

/** GET /api/studio/profile: the signed-in artist's own profile, as they edit it. */
export const getStudioProfile = handler(
  emptyQuerySchema,
  async ({ db, user }): Promise<StudioProfile> =>
    studioProfileView(requireProfile(await artists(db).get(user.artistId))),
  { auth: "artist" },
);
