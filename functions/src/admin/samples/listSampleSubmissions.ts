import type { PendingSample } from "@songs/domain";
import { artists, samples, sampleView } from "../../catalogue";
import { emptyQuerySchema, handler } from "../../http/handler";

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
