import type { StudioSample } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { samples } from "./samples";
import { studioSampleView } from "./studioSampleView";

/** GET /api/studio/samples: the artist's samples in every state, newest first, with a rejection's reason. */
export const listStudioSamples = handler(
  emptyQuerySchema,
  async ({ db, user }): Promise<{ samples: StudioSample[] }> => ({
    samples: (await samples(db).listSubmittedBy(user.artistId)).map(studioSampleView),
  }),
  { auth: "artist" },
);
