import type { StudioAccount } from "@songs/domain";
import { artists } from "../catalogue";
import { notFound } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";

/** GET /api/studio/account: the signed-in artist's profile name and email, for the studio's header. */
export const getStudioAccount = handler(
  emptyQuerySchema,
  async ({ db, user }): Promise<StudioAccount> => {
    const artistId = user.artistId;
    const artist = await artists(db).get(artistId);
    if (!artist) throw notFound("Artist not found");
    return { artistId, artistName: artist.name, email: user.email ?? "" };
  },
  { auth: "artist" },
);
