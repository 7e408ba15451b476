import { sampleSubmissionsQuerySchema, type PendingSampleList } from "@songs/domain";
import { artists } from "./artists";
import { samples } from "./samples";
import { sampleView } from "./views";
import { handler } from "../http/handler";

/**
 * GET /api/admin/sample-submissions[?cursor=]: a page (at most 50) of the artists' samples waiting
 * for approval, oldest first, with the artist's name; the next page's cursor, and how many wait
 * (a count() query).
 */
export const listSampleSubmissions = handler(
  sampleSubmissionsQuerySchema,
  async ({ db, input }): Promise<PendingSampleList> => {
    const page = await samples(db).pagePending(input.cursor);
    const names = await artists(db).namesOf(
      page.samples.flatMap((sample) => (sample.artistId ? [sample.artistId] : [])),
    );
    const listed = page.samples.map((sample) => ({
      ...sampleView(sample),
      artistName: (sample.artistId && names.get(sample.artistId)) || null,
    }));
    return { samples: listed, nextCursor: page.nextCursor, count: page.count };
  },
  { auth: "admin" },
);
